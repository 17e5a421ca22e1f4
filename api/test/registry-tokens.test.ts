import {
  REGISTRY_PATHS,
  auditListSchema,
  createdTokenSchema,
  tokenListSchema,
} from '@klubb/contracts';

import {
  OPS_A,
  PLATFORM,
  operatorToken,
  opsGet,
  opsPost,
  registryStand,
  remoteVersionFiles,
  writeHostContract,
} from './helpers/operators';
import { errorOf } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

/** Machine tokens for remote teams' CI (issue 34, ADR 018). */
describe.each(testTargets())('registry tokens on %s', (target) => {
  const stand = registryStand(target, {
    registry: { hostContract: { file: writeHostContract() } },
    files: () =>
      new Map([
        ...remoteVersionFiles({ remote: 'mf_feeds', prefix: '/feeds/0.3.0' }),
        ...remoteVersionFiles({ remote: 'mf_offer', prefix: '/offer/0.3.0' }),
      ]),
  });
  let secret = '';
  let tokenId = '';

  it('is made by a platform operator, shown once, stored hashed, listed without its secret', async () => {
    const brandOps = await operatorToken(stand.t.database, OPS_A);
    const body = { name: 'feeds-ci', remote: 'mf_feeds', expiresInDays: 30 };
    expect(errorOf(await opsPost(stand.t, brandOps, REGISTRY_PATHS.tokens, body))).toMatchObject({
      status: 403,
    });
    const platform = await operatorToken(stand.t.database, PLATFORM);
    const created = createdTokenSchema.parse(
      (await opsPost(stand.t, platform, REGISTRY_PATHS.tokens, body)).json(),
    );
    secret = created.secret;
    tokenId = created.token.id;
    expect(secret).toMatch(/^klubb_rt_/);
    expect(created.token).toMatchObject({ name: 'feeds-ci', remote: 'mf_feeds', lastUsedAt: null });
    const again = await opsPost(stand.t, platform, REGISTRY_PATHS.tokens, body);
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'registry/token-name-taken' });
    const listed = await opsGet(stand.t, platform, REGISTRY_PATHS.tokens);
    expect(listed.body).not.toContain(secret);
    const rows = await stand.t.database.sql.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM registry_tokens',
    );
    expect(rows.map((row) => row.secret_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(-20));
  });

  it('publishes and canaries its own remote only, audited under its name', async () => {
    const other = await opsPost(stand.t, secret, REGISTRY_PATHS.publish, {
      remote: 'mf_offer',
      version: '0.3.0',
      manifestUrl: `${stand.url}/offer/0.3.0/mf-manifest.json`,
    });
    expect(errorOf(other)).toMatchObject({ status: 403, code: 'operator/forbidden' });
    const flags = await opsPost(stand.t, secret, REGISTRY_PATHS.setBrandFlags, {
      brandId: 'klubb',
      flags: { showLive: false },
    });
    expect(errorOf(flags)).toMatchObject({ status: 403, code: 'operator/forbidden' });
    const switched = await opsPost(stand.t, secret, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_feeds',
      enabled: false,
    });
    expect(errorOf(switched)).toMatchObject({ status: 403 });
    expect(errorOf(await opsGet(stand.t, secret, REGISTRY_PATHS.audit)).status).toBe(401);

    const published = await opsPost(stand.t, secret, REGISTRY_PATHS.publish, {
      remote: 'mf_feeds',
      version: '0.3.0',
      manifestUrl: `${stand.url}/feeds/0.3.0/mf-manifest.json`,
    });
    expect(published.json()).toMatchObject({
      action: 'publish',
      operatorEmail: 'feeds-ci',
      operatorUid: `token:${tokenId}`,
      actor: 'token',
    });
    const canary = await opsPost(stand.t, secret, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.3.0',
      share: { brandId: 'klubb-norge', percent: 10 },
    });
    expect(canary.statusCode).toBe(200);
    expect((await opsGet(stand.t, secret, REGISTRY_PATHS.status)).statusCode).toBe(200);

    const platform = await operatorToken(stand.t.database, PLATFORM);
    const { tokens } = tokenListSchema.parse(
      (await opsGet(stand.t, platform, REGISTRY_PATHS.tokens)).json(),
    );
    expect(tokens[0]?.lastUsedAt).not.toBeNull();
    const audit = auditListSchema.parse(
      (await opsGet(stand.t, platform, REGISTRY_PATHS.audit, '?operator=feeds-ci')).json(),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(['canary.start', 'publish']);
  });

  it('is refused once revoked or expired', async () => {
    const platform = await operatorToken(stand.t.database, PLATFORM);
    const second = createdTokenSchema.parse(
      (
        await opsPost(stand.t, platform, REGISTRY_PATHS.tokens, {
          name: 'feeds-ci-2',
          remote: 'mf_feeds',
          expiresInDays: 1,
        })
      ).json(),
    );
    const revoked = await opsPost(stand.t, platform, REGISTRY_PATHS.revokeToken, {
      id: tokenId,
      reason: 'rotated',
    });
    expect(revoked.json()).toMatchObject({ action: 'token.revoke', reason: 'rotated' });
    const end = { remote: 'mf_feeds' };
    expect(errorOf(await opsPost(stand.t, secret, REGISTRY_PATHS.endCanary, end))).toMatchObject({
      status: 401,
      code: 'registry/token-revoked',
    });
    await stand.t.database.sql.query(
      `UPDATE registry_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [second.token.id],
    );
    expect(
      errorOf(await opsPost(stand.t, second.secret, REGISTRY_PATHS.endCanary, end)),
    ).toMatchObject({ status: 401, code: 'registry/token-expired' });
    expect(
      errorOf(await opsPost(stand.t, 'klubb_rt_nope', REGISTRY_PATHS.endCanary, end)),
    ).toMatchObject({ status: 401, code: 'registry/token-invalid' });
  });
});
