// The failover proof's probes of the shared state behind the instances: the sign-in lock-out and
// the cart's row lock must hold across instances, not per process.
import { call, createStats } from './client.mjs';
import { BRAND, MEMBER_PASSWORD } from './fixture.mjs';

export async function signIn(base, email, password) {
  const stats = createStats();
  return call(stats, base, {
    method: 'POST',
    path: '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=failover',
    body: { email, password, tenantId: BRAND.tenantId, returnSecureToken: true },
  });
}

/** Five wrong passwords, each to another live instance directly, then the right one. */
export async function lockOutAcrossInstances(email, ports) {
  const served = [];
  for (let i = 0; i < 5; i += 1) {
    const port = ports[i % ports.length];
    served.push(port);
    await signIn(`http://127.0.0.1:${port}`, email, 'Wrong-password-1');
  }
  const last = ports[5 % ports.length];
  const answer = await signIn(`http://127.0.0.1:${last}`, email, MEMBER_PASSWORD);
  const message = answer.json?.error?.message ?? '';
  return {
    ok: message.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER'),
    wrongOn: served,
    rightOn: last,
    answer: message,
  };
}

/**
 * Concurrent adds to one cart (read through `base`, nginx), spread over every instance directly: each adds one, so the cart
 * must grow by exactly as many as answered 200 (the update locks the member's row in PostgreSQL).
 */
export async function concurrentAdds(base, member, item, ports, count = 12) {
  const stats = createStats();
  const request = (base, method) =>
    call(stats, base, {
      method,
      path: `/v1/${method === 'PUT' ? 'update' : 'get'}/user/shopping_cart`,
      token: member.token,
      ...(method === 'PUT'
        ? {
            body: {
              shopingCartItemList: [{ itemVariantId: item.id, offerId: item.offerId, quantity: 1 }],
            },
          }
        : {}),
    });
  const quantityOf = (answer) =>
    (answer.json?.itemList ?? []).find((line) => line.itemVariantId === item.id)?.quantity ?? 0;
  const before = quantityOf(await request(base, 'GET'));
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      request(`http://127.0.0.1:${ports[i % ports.length]}`, 'PUT'),
    ),
  );
  const after = quantityOf(await request(base, 'GET'));
  const ok = answers.filter((a) => a.status === 200).length;
  return { ok: ok === count && after === before + count, before, after, answered200: ok, count };
}
