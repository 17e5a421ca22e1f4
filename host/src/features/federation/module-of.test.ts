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

  it('refuses a contract-1 module’s bare remoteModule, and a module without register', () => {
    expect(() => moduleOf({ remoteModule: feeds }, testRuntime())).toThrow(/register\(runtime\)/);
    expect(() => moduleOf({ somethingElse: true }, testRuntime())).toThrow(/register\(runtime\)/);
  });
});
