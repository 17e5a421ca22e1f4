import { screen, within } from '@testing-library/react';

import { REGISTRY_PATHS } from '@klubb/contracts';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR, auditEntry, brandA } from '../../../test/fixtures';

const api = setUpConsoleTest();

it('lists who changed what, before, after and when', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, brandA());
  api.answer('get', REGISTRY_PATHS.audit, { entries: [auditEntry()] });
  renderConsole('/brands/klubb/audit');

  const log = await screen.findByRole('list', { name: 'Audit log' });
  const [entry] = within(log).getAllByRole('listitem');
  if (!entry) throw new Error('no audit entry shown');
  const text = within(entry);
  expect(text.getByRole('heading', { name: 'set-brand-remote · mf_commerce' })).toBeVisible();
  expect(entry).toHaveTextContent(/Who\s*ops\.klubb@klubb\.example/);
  expect(entry).toHaveTextContent(/Before\{\s*"enabled": true\s*\}/);
  expect(entry).toHaveTextContent(/After\{\s*"enabled": false\s*\}/);
  expect(entry.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T21:00:00.000Z');
  expect(api.callsTo(REGISTRY_PATHS.audit)[0]?.search.get('brandId')).toBe('klubb');
});
