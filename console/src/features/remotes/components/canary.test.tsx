import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CANARY_HEALTH_PATH, REGISTRY_PATHS, type OperatorBrand } from '@klubb/contracts';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR, brandA } from '../../../test/fixtures';

const api = setUpConsoleTest();

/** Brand A, with the canary the API has heard of running on mf-feeds. */
function brandWithCanary(): OperatorBrand {
  const answer = brandA();
  const started = api.callsTo(REGISTRY_PATHS.startCanary).length;
  const ended = api.callsTo(REGISTRY_PATHS.endCanary).length;
  const feeds = answer.remotes[0];
  if (feeds && started > ended) {
    feeds.canary = {
      remote: 'mf_feeds',
      version: '0.2.0',
      share: { brandId: 'klubb', percent: 25 },
      startedBy: 'ops.klubb@klubb.example',
      startedAt: '2026-11-26T21:00:00.000Z',
    };
  }
  return answer;
}

it('starts a canary for a share of the brand’s sessions, watches it and ends it', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, brandWithCanary);
  api.answer('post', REGISTRY_PATHS.startCanary, {});
  api.answer('post', REGISTRY_PATHS.endCanary, {});
  api.answer('get', CANARY_HEALTH_PATH, { canaries: [] });
  renderConsole('/brands/klubb');

  const feeds = await screen.findByRole('article', { name: 'mf-feeds' });
  const card = within(feeds);
  expect(card.getByLabelText('Canary version of mf-feeds')).toHaveValue('0.2.0');
  await userEvent.click(card.getByLabelText('A share of the sessions'));
  const percent = card.getByLabelText('Share of the sessions (1–99 %)');
  await userEvent.clear(percent);
  await userEvent.type(percent, '25');
  await userEvent.click(card.getByRole('button', { name: 'Start the canary' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Canary 0.2.0 of mf-feeds started.');
  expect(await card.findByText('25 % of the sessions of Klubb')).toBeVisible();
  expect(card.getByText(/Refreshed every 10 seconds/)).toBeVisible();
  // A brand operator ends it; promoting is the platform's.
  expect(
    card.queryByRole('button', { name: 'Make it the stable version' }),
  ).not.toBeInTheDocument();
  expect(api.callsTo(REGISTRY_PATHS.startCanary)[0]?.body).toEqual({
    remote: 'mf_feeds',
    version: '0.2.0',
    share: { brandId: 'klubb', percent: 25 },
    rules: { maxErrorRateMargin: 5, minSessions: 100, promoteAfterMinutes: null },
  });

  await userEvent.click(card.getByRole('button', { name: 'End the canary' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The canary of mf-feeds has ended.');
  expect(await card.findByRole('button', { name: 'Start the canary' })).toBeVisible();
  expect(api.callsTo(REGISTRY_PATHS.endCanary)[0]?.body).toEqual({ remote: 'mf_feeds' });
});

const numbers = (version: string, sessions: number, errors: number) => ({
  version,
  sessions,
  errors,
  loadFailures: 0,
  boundaryErrors: errors,
  uncaughtErrors: 0,
  apiErrors: 0,
  errorRate: Math.round((errors * 1000) / sessions) / 10,
});

it('starts a canary with its rules and shows its numbers beside the stable version’s', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, brandWithCanary);
  api.answer('post', REGISTRY_PATHS.startCanary, {});
  api.answer('get', CANARY_HEALTH_PATH, () => ({
    canaries:
      api.callsTo(REGISTRY_PATHS.startCanary).length > 0
        ? [
            {
              remote: 'mf_feeds',
              startedAt: '2026-11-26T21:00:00.000Z',
              rules: { maxErrorRateMargin: 2.5, minSessions: 40, promoteAfterMinutes: 30 },
              canary: numbers('0.2.0', 48, 6),
              stable: numbers('0.1.0', 300, 3),
            },
          ]
        : [],
  }));
  renderConsole('/brands/klubb');

  const card = within(await screen.findByRole('article', { name: 'mf-feeds' }));
  const margin = card.getByLabelText('Allowed error rate above the stable version (points)');
  await userEvent.clear(margin);
  await userEvent.click(card.getByRole('button', { name: 'Start the canary' }));
  // An empty margin is said, and nothing is sent.
  expect(card.getByText(/To start the canary, enter a margin/)).toBeVisible();
  expect(api.callsTo(REGISTRY_PATHS.startCanary)).toHaveLength(0);
  await userEvent.type(margin, '2.5');
  const sessions = card.getByLabelText('Sessions before the rule is judged');
  await userEvent.clear(sessions);
  await userEvent.type(sessions, '40');
  await userEvent.type(card.getByLabelText(/Make it stable automatically after/), '30');
  await userEvent.click(card.getByRole('button', { name: 'Start the canary' }));

  const table = await card.findByRole('table', { name: 'Since the canary started' });
  const row = (name: string) =>
    within(table).getByRole('rowheader', { name }).closest('tr')?.textContent?.replace(name, '');
  expect(within(table).getByRole('columnheader', { name: 'Canary 0.2.0' })).toBeVisible();
  expect(within(table).getByRole('columnheader', { name: 'Stable 0.1.0' })).toBeVisible();
  expect(row('Sessions')).toBe('48300');
  expect(row('Errors per 100 sessions')).toBe('12.5 %1 %');
  expect(
    card.getByText(/more than 2.5 points above the stable version’s once it has 40 sessions/),
  ).toBeVisible();
  expect(card.getByText(/after 30 minutes within that rule/)).toBeVisible();
  expect(api.callsTo(REGISTRY_PATHS.startCanary)[0]?.body).toMatchObject({
    rules: { maxErrorRateMargin: 2.5, minSessions: 40, promoteAfterMinutes: 30 },
  });
});
