import { REGISTRY_PATHS, auditListSchema, contractRefusalSchema } from '@klubb/contracts';

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

/** Issue 34: changes an operator can trust — refusals that protect a brand, reasons, the audit. */
describe.each(testTargets())('the registry’s safe changes on %s', (target) => {
  const stand = registryStand(target, {
    registry: { hostContract: { file: writeHostContract() } },
    files: () => new Map(remoteVersionFiles({ remote: 'mf_feeds', prefix: '/good/0.3.0' })),
  });
  const platform = () => operatorToken(stand.t.database, PLATFORM);

  it('refuses to switch off mf-auth, which no brand can run without', async () => {
    const token = await operatorToken(stand.t.database, OPS_A);
    const refused = await opsPost(stand.t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_auth',
      enabled: false,
    });
    expect(errorOf(refused)).toMatchObject({ status: 409, code: 'registry/remote-required' });
    const audit = auditListSchema.parse(
      (await opsGet(stand.t, token, REGISTRY_PATHS.audit, '?remote=mf_auth')).json(),
    );
    expect(audit.entries).toEqual([]);
  });

  it('refuses a change that changes nothing, and audits none', async () => {
    const token = await operatorToken(stand.t.database, OPS_A);
    const same = await opsPost(stand.t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_feeds',
      pinnedVersion: null,
    });
    expect(errorOf(same)).toMatchObject({ status: 409, code: 'registry/no-change' });
    const on = await opsPost(stand.t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_offer',
      enabled: true,
    });
    expect(errorOf(on)).toMatchObject({ status: 409, code: 'registry/no-change' });
  });

  it('writes the operator’s reason to the audit entry', async () => {
    const token = await operatorToken(stand.t.database, OPS_A);
    const changed = await opsPost(stand.t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_commerce',
      enabled: false,
      reason: '  The shop is closed over the holidays ',
    });
    expect(changed.json()).toMatchObject({
      action: 'brand-remote.set',
      reason: 'The shop is closed over the holidays',
      actor: 'operator',
    });
    await opsPost(stand.t, token, REGISTRY_PATHS.setBrandRemote, {
      brandId: 'klubb',
      remote: 'mf_commerce',
      enabled: true,
    });
  });

  it('never rolls forward, and checks a named version’s contract before rolling back to it', async () => {
    const token = await platform();
    const forward = await opsPost(stand.t, token, REGISTRY_PATHS.rollback, {
      remote: 'mf_feeds',
      to: '0.2.0',
    });
    expect(errorOf(forward)).toMatchObject({ status: 409, code: 'registry/not-a-rollback' });
    expect((await stand.publish('0.3.0', '/good/0.3.0/mf-manifest.json')).statusCode).toBe(200);
    await opsPost(stand.t, token, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.3.0',
      brandIds: ['klubb-norge'],
    });
    const promoted = await opsPost(stand.t, token, REGISTRY_PATHS.promoteCanary, {
      remote: 'mf_feeds',
      reason: 'Fine on Klubb Norge for a day',
    });
    expect(promoted.json()).toMatchObject({
      brandId: null,
      after: { stableVersion: '0.3.0' },
      reason: 'Fine on Klubb Norge for a day',
    });
    // The seeded 0.1.0 is served from an origin this platform no longer allows: the check refuses.
    const refused = await opsPost(stand.t, token, REGISTRY_PATHS.rollback, {
      remote: 'mf_feeds',
      to: '0.1.0',
    });
    expect(refused.statusCode).toBe(422);
    expect(contractRefusalSchema.parse(refused.json()).reasons[0]?.rule).toBe('origin');
    const back = await opsPost(stand.t, token, REGISTRY_PATHS.rollback, {
      remote: 'mf_feeds',
      to: '0.2.0',
    });
    expect(back.statusCode).toBe(422);
  });

  it('shows a brand the changes made for every brand, filtered by remote, operator and action', async () => {
    const brandOps = await operatorToken(stand.t.database, OPS_A);
    const own = auditListSchema.parse(
      (await opsGet(stand.t, brandOps, REGISTRY_PATHS.audit)).json(),
    ).entries;
    expect(own.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['publish', 'canary.promote', 'brand-remote.set']),
    );
    expect(own.every((entry) => entry.brandId === 'klubb' || entry.brandId === null)).toBe(true);
    // The canary for brand B alone is not brand A's.
    expect(own.some((entry) => entry.action === 'canary.start')).toBe(false);
    const token = await platform();
    const query = async (search: string) =>
      auditListSchema.parse((await opsGet(stand.t, token, REGISTRY_PATHS.audit, search)).json())
        .entries;
    const byAction = await query('?action=canary.promote');
    expect(byAction.map((entry) => entry.target)).toEqual(['mf_feeds']);
    const byOperator = await query(`?operator=${encodeURIComponent(OPS_A.email)}`);
    expect(byOperator.length).toBe(2);
    expect(byOperator.every((entry) => entry.operatorEmail === OPS_A.email)).toBe(true);
    const byRemote = await query('?remote=mf_commerce&brandId=klubb');
    expect(byRemote.map((entry) => entry.target)).toEqual(['mf_commerce', 'mf_commerce']);
    expect(
      errorOf(await opsGet(stand.t, token, REGISTRY_PATHS.audit, '?remote=mf_nope')),
    ).toMatchObject({ status: 400 });
  });
});
