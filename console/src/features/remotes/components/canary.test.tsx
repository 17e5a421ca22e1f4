import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS, type OperatorBrand } from '@klubb/contracts';

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
  });

  await userEvent.click(card.getByRole('button', { name: 'End the canary' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The canary of mf-feeds has ended.');
  expect(await card.findByRole('button', { name: 'Start the canary' })).toBeVisible();
  expect(api.callsTo(REGISTRY_PATHS.endCanary)[0]?.body).toEqual({ remote: 'mf_feeds' });
});
