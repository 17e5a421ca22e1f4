// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it is imported.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no IntersectionObserver (it lays nothing out): an inert one, so components that watch
// an element render. A test that needs intersections installs its own double.
class InertIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('IntersectionObserver' in globalThis)) {
  Object.assign(globalThis, { IntersectionObserver: InertIntersectionObserver });
}
