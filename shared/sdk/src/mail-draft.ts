/** Who the mail is about: the spec puts the member's name and id in the subject. */
export interface MailMember {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * A mailto: draft to an address, with the member's name and id as subject (when signed in) and
 * the message as body, each encoded so no text can add headers of its own.
 */
export function mailDraftUrl(address: string, member: MailMember | null, body: string | null) {
  const params: string[] = [];
  if (member) {
    const subject = `${member.firstName} ${member.lastName} (${member.id})`.trim();
    params.push(`subject=${encodeURIComponent(subject)}`);
  }
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${address}${params.length ? `?${params.join('&')}` : ''}`;
}
