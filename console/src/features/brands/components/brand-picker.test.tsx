import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS } from '@klubb/contracts';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { PLATFORM_OPERATOR, brandA } from '../../../test/fixtures';

const api = setUpConsoleTest();

it('shows a platform operator every brand, and opens the one chosen', async () => {
  signedIn('platform@klubb.example');
  api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
  api.answer('get', REGISTRY_PATHS.brand, brandA());
  renderConsole('/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Klubb Norge' })).toBeVisible();
  await userEvent.click(screen.getByRole('link', { name: 'Klubb' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Klubb' })).toBeVisible();
  // Platform operators also roll back, for every brand: not here, where nothing is below 0.1.0.
  const feeds = screen.getByRole('article', { name: 'mf-feeds' });
  expect(within(feeds).queryByRole('button', { name: 'Roll back for every brand' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Publish' })).toBeVisible();
});
