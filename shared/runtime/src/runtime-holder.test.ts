import { createRuntimeHolder } from './runtime-holder';
import { testRuntime } from './testing/test-runtime';

describe('a remote’s runtime holder', () => {
  it('gives back the runtime register kept, and each holder its own', () => {
    const feeds = createRuntimeHolder();
    const offer = createRuntimeHolder();
    const runtime = testRuntime();
    feeds.setRuntime(runtime);
    expect(feeds.runtime()).toBe(runtime);
    expect(() => offer.runtime()).toThrow(/before the host called register/);
  });
});
