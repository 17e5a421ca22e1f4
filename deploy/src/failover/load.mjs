// The failover test's bounded client: a fixed number of workers (one per member, plus visitors)
// sending feed pages, offer pages, cart reads and updates, claims and purchases through nginx
// until a deadline. Every call is timed and counted; a failed call that changes something is
// reconciled the way an app would (read the state again) and never blindly repeated.
import { addAnswered, addFailed, addRefused, readAnswered, readRefused } from './cart-ledger.mjs';
import { call } from './client.mjs';
import { purchase } from './purchase.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const FEED_PAGES = [0, 30, 60];

/** A visitor: feed pages and offer pages, nothing else. */
async function browse(ctx, token) {
  const { stats, base, offerIds } = ctx;
  if (Math.random() < 0.55 || !offerIds.length) {
    const page = await call(stats, base, {
      path: `/v1/get_list/offer?offset=${pick(FEED_PAGES)}`,
      token,
    });
    for (const offer of Array.isArray(page.json) ? page.json : []) {
      if (offer?.id && offerIds.length < 200 && !offerIds.includes(offer.id))
        offerIds.push(offer.id);
    }
  } else {
    await call(stats, base, {
      path: `/v1/get/offer?id=${encodeURIComponent(pick(offerIds))}`,
      token,
    });
  }
}

const itemQuantity = (cart, variantId) =>
  (cart?.itemList ?? []).find((line) => line.itemVariantId === variantId)?.quantity ?? 0;

/** Reads until an answer comes: after an ambiguous failure the state must be known again. */
async function readUntilAnswered(ctx, request) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await call(ctx.stats, ctx.base, request);
    if (!answer.failed) return answer;
  }
  throw new Error(`no answer to ${request.path} after 20 tries`);
}

/** Adds one item to the member's cart and checks the answer against what the client knows. */
async function addToCart(ctx, member) {
  const { item } = ctx.fixture;
  const answer = await call(ctx.stats, ctx.base, {
    method: 'PUT',
    path: '/v1/update/user/shopping_cart',
    token: member.token,
    body: { shopingCartItemList: [{ itemVariantId: item.id, offerId: item.offerId, quantity: 1 }] },
  });
  if (answer.status === 200) return addAnswered(member.cart, itemQuantity(answer.json, item.id));
  if (!answer.failed) return addRefused(member.cart, answer.status, answer.json?.code);
  // Ambiguous: the update may or may not have been made (or be made a moment later). Read the
  // cart, as the app would, without repeating the add.
  addFailed(member.cart);
  member.reconciled += 1;
  const cart = await readUntilAnswered(ctx, {
    path: '/v1/get/user/shopping_cart',
    token: member.token,
  });
  if (cart.status === 200) readAnswered(member.cart, itemQuantity(cart.json, item.id));
  else readRefused(member.cart, cart.status, cart.json?.code);
}

async function readCart(ctx, member) {
  const cart = await call(ctx.stats, ctx.base, {
    path: '/v1/get/user/shopping_cart',
    token: member.token,
  });
  if (cart.failed) return;
  if (cart.status === 200) readAnswered(member.cart, itemQuantity(cart.json, ctx.fixture.item.id));
  else readRefused(member.cart, cart.status, cart.json?.code);
}

/** Claims the offer's code until the outcome is known: a code, or none left. */
async function claim(ctx, member) {
  const { claimOffer } = ctx.fixture;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await call(ctx.stats, ctx.base, {
      method: 'POST',
      path: '/v1/claim/offer/voucher/code',
      token: member.token,
      body: { id: claimOffer },
    });
    if (answer.status === 200) return void (member.claim = answer.json.code);
    if (answer.json?.code === 'voucher/no-codes-left') return void (member.claim = null);
    if (!answer.failed && answer.json?.code !== 'voucher/claim-cap-reached') {
      member.claimErrors.push(`claim answered ${answer.status} ${answer.json?.code}`);
      return;
    }
    // Failed, or "cap reached" after a failed try: did an earlier try take a code?
    member.reconciled += 1;
    const list = await readUntilAnswered(ctx, {
      path: '/v1/get_list/offer/voucher/code',
      token: member.token,
    });
    const held = JSON.stringify(list.json ?? '').match(/FAILOVER-\d+/);
    if (held) return void (member.claim = held[0]);
  }
  member.claimErrors.push('no claim outcome after 20 tries');
}

/**
 * A member's worker: browses, reads and adds to the cart, claims once; every other member also
 * buys a ticket once (purchase.mjs). A buyer adds to the cart only once the purchase is over: a
 * checkout buys the whole cart, and the cart line's ledger counts the member's adds alone.
 */
export async function memberWorker(ctx, member, index) {
  const claimAt = Date.now() + Math.random() * ctx.durationMs * 0.8;
  const buyAt = index % 2 === 0 ? Date.now() + Math.random() * ctx.durationMs * 0.7 : Infinity;
  while (Date.now() < ctx.stopAt) {
    if (member.claim === undefined && Date.now() >= claimAt) await claim(ctx, member);
    else if (member.purchase === undefined && Date.now() >= buyAt) await purchase(ctx, member);
    else {
      const roll = Math.random();
      const mayAdd = buyAt === Infinity || member.purchase !== undefined;
      if (roll < 0.6) await browse(ctx, member.token);
      else if (roll < 0.8 && mayAdd) await addToCart(ctx, member);
      else await readCart(ctx, member);
    }
  }
  if (member.claim === undefined) await claim(ctx, member);
}

export async function visitorWorker(ctx) {
  while (Date.now() < ctx.stopAt) await browse(ctx, null);
}
