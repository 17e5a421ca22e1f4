/**
 * The e-mails the API would send (password reset links and codes). No mail server runs here: the
 * stand-in keeps the last ones in memory, logs them, and serves them to the developer and to the
 * end-to-end tests outside production (see routes/dev-outbox.ts).
 */
export interface OutboxMail {
  to: string;
  kind: 'identity-password-reset' | 'password-reset';
  /** The link the e-mail carries. */
  link: string;
  /** The code or token inside the link. */
  code: string;
  tenantId: string | null;
  sentAt: string;
}

const KEPT_MAILS = 100;

export interface Outbox {
  send(mail: Omit<OutboxMail, 'sentAt'>): void;
  /** The newest first, optionally only those to one address. */
  list(to?: string): OutboxMail[];
}

export function createOutbox(log?: (mail: OutboxMail) => void): Outbox {
  const mails: OutboxMail[] = [];
  return {
    send(mail) {
      const sent = { ...mail, sentAt: new Date().toISOString() };
      mails.unshift(sent);
      mails.length = Math.min(mails.length, KEPT_MAILS);
      log?.(sent);
    },
    list(to) {
      const wanted = to?.toLowerCase();
      return wanted ? mails.filter((mail) => mail.to.toLowerCase() === wanted) : [...mails];
    },
  };
}
