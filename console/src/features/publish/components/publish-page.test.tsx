import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS } from '@klubb/contracts';
import { HttpResponse } from '@klubb/sdk/testing';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR, PLATFORM_OPERATOR } from '../../../test/fixtures';

const api = setUpConsoleTest();

const refusal = {
  status: 422,
  code: 'registry/contract-refused',
  message: 'mf-feeds 9.0.0 was refused',
  reasons: [
    { rule: 'shared-range', detail: 'react ^20.0.0: the live host provides 19.2.0' },
    { rule: 'contract-version', detail: 'contract 99: the live host supports 2' },
  ],
};

async function fillIn(version: string, manifestUrl: string) {
  await userEvent.selectOptions(await screen.findByLabelText('Remote'), 'mf-feeds');
  await userEvent.type(screen.getByLabelText('Version'), version);
  await userEvent.type(screen.getByLabelText('Manifest URL'), manifestUrl);
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
}

describe('publishing a version', () => {
  it('lists the reasons the API refused an incompatible version for', async () => {
    signedIn('platform@klubb.example');
    api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
    api.answer('post', REGISTRY_PATHS.publish, () => HttpResponse.json(refusal, { status: 422 }));
    renderConsole('/publish');

    await fillIn('9.0.0', 'http://localhost:3002/9.0.0/mf-manifest.json');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The publish was refused');
    expect(alert).toHaveTextContent('Shared package: react ^20.0.0: the live host provides 19.2.0');
    expect(alert).toHaveTextContent('Contract version: contract 99: the live host supports 2');
    expect(api.callsTo(REGISTRY_PATHS.publish)[0]?.body).toEqual({
      remote: 'mf_feeds',
      version: '9.0.0',
      manifestUrl: 'http://localhost:3002/9.0.0/mf-manifest.json',
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says what was published', async () => {
    signedIn('platform@klubb.example');
    api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
    api.answer('post', REGISTRY_PATHS.publish, {});
    renderConsole('/publish');
    await fillIn('0.3.0', 'http://localhost:3002/0.3.0/mf-manifest.json');
    expect(await screen.findByRole('status')).toHaveTextContent('mf-feeds 0.3.0 is published.');
  });

  it('sends nothing for a version that is not one', async () => {
    signedIn('platform@klubb.example');
    api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
    renderConsole('/publish');
    await fillIn('latest', 'not a url');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a version such as 1.2.3');
    expect(api.callsTo(REGISTRY_PATHS.publish)).toHaveLength(0);
  });

  it('is not offered to a brand operator', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    api.answer('get', REGISTRY_PATHS.brand, { status: 403 });
    renderConsole('/publish');
    // Sent on to their brand; the navigation has no Publish link.
    expect(await screen.findByRole('link', { name: 'Brands' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Publish a version' })).not.toBeInTheDocument();
  });
});
