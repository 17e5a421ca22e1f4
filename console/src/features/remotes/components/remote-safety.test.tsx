import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CANARY_HEALTH_PATH, REGISTRY_PATHS, type OperatorBrand } from '@klubb/contracts';
import { HttpResponse } from '@klubb/sdk/testing';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR, PLATFORM_OPERATOR, brandA } from '../../../test/fixtures';

const api = setUpConsoleTest();

/** Brand A with mf-feeds' stable version at 0.2.0 (0.1.0 below it), until a rollback. */
function feedsAtTwo(): OperatorBrand {
  const answer = brandA();
  const feeds = answer.remotes[0];
  const rolledBack = api
    .callsTo(REGISTRY_PATHS.rollback)
    .some((call) => call.authorization !== null && call.body !== null);
  if (feeds && !rolledBack) Object.assign(feeds, { version: '0.2.0', stableVersion: '0.2.0' });
  return answer;
}

const STATUS = {
  brands: [
    { id: 'klubb', name: 'Klubb', remotes: brandA().remotes },
    { id: 'klubb-norge', name: 'Klubb Norge', remotes: brandA().remotes },
  ],
};

describe('changes an operator can trust', () => {
  it('keeps focus on the switch that acted, by keyboard, and says what changed', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    api.answer('get', REGISTRY_PATHS.brand, () =>
      brandA({ commerceEnabled: api.callsTo(REGISTRY_PATHS.setBrandRemote).length > 0 }),
    );
    api.answer('post', REGISTRY_PATHS.setBrandRemote, {});
    renderConsole('/brands/klubb');

    // The first render of a file may be slow on a loaded machine.
    const commerce = await screen.findByRole(
      'switch',
      { name: 'Use mf-commerce' },
      { timeout: 10_000 },
    );
    expect(commerce).not.toBeChecked();
    commerce.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('status')).toHaveTextContent('mf-commerce is now on for Klubb.');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Use mf-commerce' })).toBeChecked(),
    );
    expect(screen.getByRole('switch', { name: 'Use mf-commerce' })).toHaveFocus();
  });

  it('moves focus to the canary panel when the form that acted gives way to the running canary', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    api.answer('get', REGISTRY_PATHS.brand, () => {
      const answer = brandA();
      const feeds = answer.remotes[0];
      if (feeds && api.callsTo(REGISTRY_PATHS.startCanary).length) {
        feeds.canary = {
          remote: 'mf_feeds',
          version: '0.2.0',
          brandIds: ['klubb'],
          startedBy: 'ops.klubb@klubb.example',
          startedAt: '2026-11-26T21:00:05.000Z',
        };
      }
      return answer;
    });
    api.answer('post', REGISTRY_PATHS.startCanary, {});
    api.answer('get', CANARY_HEALTH_PATH, { canaries: [] });
    renderConsole('/brands/klubb');

    const feeds = within(await screen.findByRole('article', { name: 'mf-feeds' }));
    feeds.getByRole('button', { name: 'Start the canary' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await feeds.findByText('The whole brand: Klubb')).toBeVisible();
    expect(feeds.getByRole('heading', { name: 'Canary' })).toHaveFocus();
    expect(feeds.getByText(/Started by ops\.klubb@klubb\.example, .*\d\d:\d\d:05/)).toBeVisible();
  });

  it('asks before switching a remote off, names the brand, and writes the reason', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    api.answer('get', REGISTRY_PATHS.brand, brandA());
    api.answer('post', REGISTRY_PATHS.setBrandRemote, {});
    renderConsole('/brands/klubb');

    const commerce = await screen.findByRole('switch', { name: 'Use mf-commerce' });
    await userEvent.click(commerce);
    let dialog = await screen.findByRole('dialog', { name: 'Switch mf-commerce off for Klubb?' });
    expect(dialog).toHaveTextContent('Brands it changes: Klubb.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(REGISTRY_PATHS.setBrandRemote)).toHaveLength(0);
    expect(commerce).toHaveFocus();

    await userEvent.click(commerce);
    dialog = await screen.findByRole('dialog', { name: 'Switch mf-commerce off for Klubb?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Shop closed for the holidays');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await screen.findByText('mf-commerce is now off for Klubb.');
    expect(api.callsTo(REGISTRY_PATHS.setBrandRemote).map((call) => call.body)).toEqual([
      {
        brandId: 'klubb',
        remote: 'mf_commerce',
        enabled: false,
        reason: 'Shop closed for the holidays',
      },
    ]);
  });

  it('keeps mf-auth on: its switch says why and sends nothing', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    const answer = brandA();
    answer.remotes.push({ ...answer.remotes[1]!, remote: 'mf_auth' });
    api.answer('get', REGISTRY_PATHS.brand, answer);
    renderConsole('/brands/klubb');
    const auth = await screen.findByRole('switch', { name: 'Use mf-auth' });
    expect(auth).toHaveAccessibleDescription('mf-auth stays on: without it nobody can sign in.');
    await userEvent.click(auth);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth).toBeChecked();
  });

  it('offers a rollback only below the stable version, asks first, and never shows success beside a failure', async () => {
    signedIn('platform@klubb.example');
    api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
    api.answer('get', REGISTRY_PATHS.brand, feedsAtTwo);
    api.answer('get', REGISTRY_PATHS.status, STATUS);
    api.answer('post', REGISTRY_PATHS.rollback, (call) =>
      call === 1
        ? {}
        : HttpResponse.json(
            {
              status: 409,
              code: 'registry/nothing-to-roll-back-to',
              message: 'mf_feeds has no published version below 0.1.0',
            },
            { status: 409 },
          ),
    );
    renderConsole('/brands/klubb');

    const feeds = within(await screen.findByRole('article', { name: 'mf-feeds' }));
    const commerce = within(screen.getByRole('article', { name: 'mf-commerce' }));
    // One version: nothing to roll back to, so nothing offered.
    expect(commerce.queryByRole('button', { name: 'Roll back for every brand' })).toBeNull();
    const select = feeds.getByLabelText('Roll mf-feeds back to');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.1.0']);
    await userEvent.click(feeds.getByRole('button', { name: 'Roll back for every brand' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Roll mf-feeds back to 0.1.0 for every brand?',
    });
    expect(dialog).toHaveTextContent('Brands it changes: Klubb, Klubb Norge.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'mf-feeds is rolled back to 0.1.0 for every brand.',
    );
    expect(api.callsTo(REGISTRY_PATHS.rollback)[0]?.body).toEqual({ remote: 'mf_feeds' });
  });

  it('clears the success when the next change fails, and says the failure in words, not the API’s', async () => {
    signedIn('platform@klubb.example');
    api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
    api.answer('get', REGISTRY_PATHS.brand, brandA());
    api.answer('get', REGISTRY_PATHS.status, STATUS);
    api.answer('post', REGISTRY_PATHS.setBrandRemote, (call) =>
      call === 1
        ? {}
        : HttpResponse.json(
            { status: 409, code: 'registry/no-change', message: 'mf_feeds on brand klubb is so' },
            { status: 409 },
          ),
    );
    renderConsole('/brands/klubb');
    const feeds = within(await screen.findByRole('article', { name: 'mf-feeds' }));
    await userEvent.selectOptions(feeds.getByLabelText('Pin mf-feeds to version'), '0.2.0');
    await userEvent.click(feeds.getByRole('button', { name: 'Pin version' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'mf-feeds is pinned to 0.2.0 for Klubb.',
    );
    await userEvent.selectOptions(feeds.getByLabelText('Pin mf-feeds to version'), '0.1.0');
    await userEvent.click(feeds.getByRole('button', { name: 'Pin version' }));
    expect(await feeds.findByRole('alert')).toHaveTextContent(
      'Nothing to change: mf-feeds is like that already for Klubb.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(feeds.getByRole('alert')).not.toHaveTextContent('mf_feeds');
  });

  it('says why Start is not possible with a share of 0, and that a remote switched off loads nothing', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    api.answer('get', REGISTRY_PATHS.brand, brandA({ commerceEnabled: false }));
    renderConsole('/brands/klubb');
    const feeds = within(await screen.findByRole('article', { name: 'mf-feeds' }));
    await userEvent.click(feeds.getByLabelText('A share of the sessions'));
    const percent = feeds.getByLabelText(/Share of the sessions/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '0');
    expect(feeds.getByRole('button', { name: 'Start the canary' })).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 99 to start the canary.',
    );
    // Following the stable version already: pinning to it is said, not sent.
    expect(feeds.getByRole('button', { name: 'Pin version' })).toHaveAccessibleDescription(
      'Follows the stable version already.',
    );
    const commerce = within(screen.getByRole('article', { name: 'mf-commerce' }));
    expect(commerce.getByText('Off: not loaded')).toBeVisible();
  });
});
