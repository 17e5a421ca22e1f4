import type { CallToAction, InteractionEvent } from '@klubb/contracts';
import { mailDraftUrl, type MailMember } from '@klubb/sdk';

/** What the page knows when the call to action is pressed. */
export interface CallToActionContext {
  offerId: string;
  member: MailMember | null;
  /** A referral needs a member: the partner's page gets a referral token made for them. */
  signedIn: boolean;
  /** Where a mailTo without an address of its own goes: the brand's contact. */
  contactEmail: string;
  /** Inside the native container links open in the same window. */
  native: boolean;
}

export type CallToActionEffect =
  | { kind: 'open'; url: string; newTab: boolean }
  | { kind: 'payment' }
  /** claim: logging is all (the promo section claims the code). */
  | { kind: 'none' }
  /** The partner's referral page, once the API has made a referral token for it. */
  | { kind: 'referral'; url: string; newTab: boolean }
  /** A referral names the member: an anonymous visitor signs in first. */
  | { kind: 'signIn' };

export interface CallToActionOutcome {
  /** Every press logs callToActionButtonClicked-{type} (spec §7). */
  event: InteractionEvent;
  effect: CallToActionEffect;
}

/** Only web pages may open from a call to action: no javascript:, data: or relative URLs. */
function webUrl(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

function mailDraft(action: CallToAction, context: CallToActionContext): string {
  const given = action.url?.replace(/^mailto:/i, '').trim();
  // Only a plain address of the call to action's own; anything else writes to the brand.
  const address = given && /^[^\s?&@]+@[^\s?&@]+$/.test(given) ? given : context.contactEmail;
  return mailDraftUrl(address, context.member, action.message);
}

/**
 * Spec §4 "Call-to-action by type", as data: url opens the link (a new tab unless inside the
 * native container), claim only logs, payment starts the payment handler, referralUrl opens the
 * referral page with the offer id and a token, mailTo drafts a mail to the brand with the member's
 * name and id as subject and the message as body.
 */
export function callToActionOutcome(
  action: CallToAction,
  context: CallToActionContext,
): CallToActionOutcome {
  const event: InteractionEvent = {
    event: `callToActionButtonClicked-${action.type}`,
    params: { offerId: context.offerId },
  };
  const newTab = !context.native;
  switch (action.type) {
    case 'url': {
      const url = webUrl(action.url);
      return { event, effect: url ? { kind: 'open', url: url.href, newTab } : { kind: 'none' } };
    }
    case 'claim':
      return { event, effect: { kind: 'none' } };
    case 'payment':
      return { event, effect: { kind: 'payment' } };
    case 'referralUrl': {
      const url = webUrl(action.url);
      if (!url) return { event, effect: { kind: 'none' } };
      if (!context.signedIn) return { event, effect: { kind: 'signIn' } };
      url.searchParams.set('offerId', context.offerId);
      return { event, effect: { kind: 'referral', url: url.href, newTab } };
    }
    case 'mailTo':
      // A mail draft opens the mail app; a new tab would only be left blank.
      return { event, effect: { kind: 'open', url: mailDraft(action, context), newTab: false } };
  }
}

/**
 * The referral page's address with its referral token: a short-lived token the API made for this
 * member and offer, which the partner verifies with the API — never the member's ID token, a
 * bearer token for our API that must not leave our origin. It goes in the fragment, so browsers
 * send it neither to the partner's server logs nor in a Referer header.
 */
export function withReferralToken(url: string, token: string): string {
  const target = new URL(url);
  target.hash = new URLSearchParams({ token }).toString();
  return target.href;
}
