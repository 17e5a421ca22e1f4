import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS } from '@klubb/contracts';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR, brandA } from '../../../test/fixtures';

const api = setUpConsoleTest();

it('switches one flag of the brand and shows it switched', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, () => {
    const answer = brandA();
    if (api.callsTo(REGISTRY_PATHS.setBrandFlags).length) answer.brand.flags.showLive = false;
    return answer;
  });
  api.answer('post', REGISTRY_PATHS.setBrandFlags, {});
  renderConsole('/brands/klubb/flags');

  await userEvent.click(await screen.findByRole('switch', { name: 'Live' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Live is now off for Klubb.');
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Live' })).not.toBeChecked());
  expect(screen.getByRole('switch', { name: 'Articles' })).toBeChecked();
  expect(api.callsTo(REGISTRY_PATHS.setBrandFlags).map((call) => call.body)).toEqual([
    { brandId: 'klubb', flags: { showLive: false } },
  ]);
});
