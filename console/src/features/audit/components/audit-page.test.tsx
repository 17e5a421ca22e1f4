import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS } from '@klubb/contracts';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR, PLATFORM_OPERATOR, auditEntry, brandA } from '../../../test/fixtures';

const api = setUpConsoleTest();

const ENTRIES = [
  auditEntry({
    id: '3',
    at: '2026-11-26T21:05:07.000Z',
    operatorEmail: 'platform@klubb.example',
    brandId: null,
    action: 'rollback',
    target: 'mf_feeds',
    before: { stableVersion: '0.2.0', canary: null },
    after: { stableVersion: '0.1.0', canary: null },
    reason: 'Blank feed on Android, "urgent"',
  }),
  auditEntry({
    id: '1',
    action: 'brand-remote.set',
    before: { enabled: true, pinnedVersion: null },
    after: { enabled: false, pinnedVersion: null },
  }),
];

it('says what each change did in words, who, why and when to the second', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, brandA());
  api.answer('get', REGISTRY_PATHS.audit, { entries: ENTRIES });
  renderConsole('/brands/klubb/audit');

  // The first render of a file may be slow on a loaded machine.
  const log = await screen.findByRole('list', { name: 'Audit log' }, { timeout: 10_000 });
  const [rollback, entry] = within(log)
    .getAllByRole('listitem', { name: '' })
    .filter((item) => item.parentElement === log);
  if (!entry || !rollback) throw new Error('no audit entries shown');
  expect(
    within(entry).getByRole('heading', { name: 'mf-commerce changed for Klubb' }),
  ).toBeVisible();
  // The difference only: what changed, not the whole before and after.
  expect(within(entry).getByRole('list', { name: 'What changed' })).toHaveTextContent(
    /^On: On → Off$/,
  );
  expect(entry).toHaveTextContent(/Who\s*ops\.klubb@klubb\.example/);
  expect(entry.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T21:00:00.000Z');
  expect(entry.querySelector('time')?.textContent).toMatch(/\d\d:\d\d:00$/);
  expect(
    within(rollback).getByRole('heading', {
      name: 'mf-feeds rolled back to 0.1.0 for every brand',
    }),
  ).toBeVisible();
  expect(rollback).toHaveTextContent('Stable version: 0.2.0 → 0.1.0');
  expect(rollback).toHaveTextContent(/Reason\s*Blank feed on Android/);
  expect(api.callsTo(REGISTRY_PATHS.audit)[0]?.search.get('brandId')).toBe('klubb');
});

it('gives the global view, filtered by brand, remote, operator and action, and exports it', async () => {
  signedIn('platform@klubb.example');
  api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
  api.answer('get', REGISTRY_PATHS.audit, { entries: ENTRIES });
  renderConsole('/');
  await userEvent.click(
    await screen.findByRole('link', { name: 'Audit log' }, { timeout: 10_000 }),
  );
  await screen.findByRole('list', { name: 'Audit log' });
  expect(api.callsTo(REGISTRY_PATHS.audit)[0]?.search.toString()).toBe('');

  const filters = within(screen.getByRole('form', { name: 'Filter the audit log' }));
  await userEvent.selectOptions(filters.getByLabelText('Brand'), 'Klubb Norge');
  await userEvent.selectOptions(filters.getByLabelText('Remote'), 'mf-feeds');
  await userEvent.selectOptions(filters.getByLabelText('Action'), 'Rolled back');
  await userEvent.type(filters.getByLabelText(/Operator/), 'platform@klubb.example');
  await waitFor(() =>
    expect(api.callsTo(REGISTRY_PATHS.audit).at(-1)?.search.toString()).toBe(
      'brandId=klubb-norge&remote=mf_feeds&operator=platform%40klubb.example&action=rollback',
    ),
  );

  const csv = screen.getByRole('link', { name: 'Export as CSV' });
  expect(csv).toHaveAttribute('download', 'audit-log.csv');
  const text = decodeURIComponent(csv.getAttribute('href')?.split(',').slice(1).join(',') ?? '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('id,at,brandId,operatorEmail,actor,action,target,reason,before,after');
  expect(lines[1]).toContain(',rollback,mf_feeds,"Blank feed on Android, ""urgent""",');
  const json = screen.getByRole('link', { name: 'Export as JSON' });
  const exported = JSON.parse(
    decodeURIComponent(json.getAttribute('href')?.split(',').slice(1).join(',') ?? ''),
  ) as unknown[];
  expect(exported).toHaveLength(2);
});

it('says an automatic rollback with the numbers that caused it, in the operator’s language', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, brandA());
  const numbers = (version: string, sessions: number, errors: number, errorRate: number) => ({
    version,
    sessions,
    errors,
    errorRate,
  });
  api.answer('get', REGISTRY_PATHS.audit, {
    entries: [
      auditEntry({
        id: '9',
        operatorEmail: 'canary-rules',
        actor: 'automatic',
        brandId: 'klubb',
        action: 'canary.rollback',
        target: 'mf_feeds',
        before: { remote: 'mf_feeds', version: '0.9.2', brandIds: ['klubb'] },
        after: {
          canary: null,
          stableVersion: '0.1.0',
          numbers: {
            canary: numbers('0.9.2', 12, 6, 50),
            stable: numbers('0.1.0', 30, 0, 0),
          },
          rules: { maxErrorRateMargin: 20, minSessions: 10, promoteAfterMinutes: null },
        },
      }),
    ],
  });
  renderConsole('/brands/klubb/audit');

  const log = await screen.findByRole('list', { name: 'Audit log' }, { timeout: 10_000 });
  expect(
    within(log).getByRole('heading', {
      name: 'Canary 0.9.2 of mf-feeds rolled back automatically for Klubb: 50 errors per 100 sessions over 12 sessions, against 0 for the stable version (allowed: 20 more)',
    }),
  ).toBeVisible();
  expect(log).toHaveTextContent('canary-rules (automatic)');
  expect(log).not.toHaveTextContent('errorRate');
});

it('says a refunded ticket in words: whose, to what, the money back, and the operator’s reason', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, brandA());
  api.answer('get', REGISTRY_PATHS.audit, {
    entries: [
      auditEntry({
        id: '12',
        action: 'ticket.refund',
        target: 'ticket-1',
        before: { state: 'valid' },
        after: {
          state: 'refunded',
          holder: 'Anna Andersson',
          event: 'Sommarkonsert – Stockholm 19:00',
          amount: 39_400,
          currency: 'SEK',
        },
        reason: 'Double booking',
      }),
    ],
  });
  renderConsole('/brands/klubb/audit');

  const log = await screen.findByRole('list', { name: 'Audit log' }, { timeout: 10_000 });
  expect(
    within(log).getByRole('heading', {
      name: /^Ticket of Anna Andersson to Sommarkonsert – Stockholm 19:00 refunded: SEK\s394$/,
    }),
  ).toBeVisible();
  expect(within(log).getByRole('list', { name: 'What changed' })).toHaveTextContent(
    /^State: Valid → Refunded$/,
  );
  expect(log).toHaveTextContent(/Reason\s*Double booking/);
  const filters = within(screen.getByRole('form', { name: 'Filter the audit log' }));
  await userEvent.selectOptions(filters.getByLabelText('Action'), 'Ticket refunded');
  await waitFor(() =>
    expect(api.callsTo(REGISTRY_PATHS.audit).at(-1)?.search.get('action')).toBe('ticket.refund'),
  );
});
