import type { ComponentType } from 'react';

import type { RemoteModule } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';
import { testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';

import { moduleOf } from './module-of';

setUpTestApi();

const feeds: RemoteModule<ComponentType> = { name: 'mf_feeds', routes: [], slots: [] };

describe('moduleOf', () => {
  it('hands a contract-2 module the page’s runtime and takes what register returns', () => {
    const runtime = testRuntime();
    const received: KlubbRuntime[] = [];
    const register = (given: KlubbRuntime) => {
      received.push(given);
      return feeds;
    };
    expect(moduleOf({ register }, runtime)).toBe(feeds);
    expect(received).toEqual([runtime]);
  });

  it('takes a contract-1 module’s bare remoteModule as it is', () => {
    expect(moduleOf({ remoteModule: feeds }, testRuntime())).toBe(feeds);
  });

  it('refuses a module that exports neither', () => {
    expect(() => moduleOf({ somethingElse: true }, testRuntime())).toThrow(/neither/);
  });
});
