// The first paint gate in a page (issue 16): what first-paint-gate.js does, run as the page runs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GATE_SOURCE = readFileSync(join(__dirname, 'first-paint-gate.js'), 'utf8');

/** Runs the gate as the page would: a `defer` script of the head, the document parsed. */
function runGate(body: string, attributes: Record<string, string>) {
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  const gate = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) gate.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => gate });
  try {
    new Function(GATE_SOURCE)();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}

const started = () =>
  [...document.head.querySelectorAll('script')].map((script) => [
    script.getAttribute('src'),
    script.async,
  ]);

const PICTURE = '<div id="root"><picture><img fetchpriority="high" src="/p.webp"></picture></div>';

describe('the first paint gate', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts the app’s scripts at once, in order, on a page the client renders', () => {
    runGate('<div id="root"></div>', { 'data-scripts': '/main.1.js /other.2.js' });
    expect(started()).toEqual([
      ['/main.1.js', false],
      ['/other.2.js', false],
    ]);
  });

  it('adds the held preloads a few milliseconds’ worth per task, then the scripts', () => {
    jest.useFakeTimers();
    // Each reading of the clock 3 ms after the last: one preload fits in a task's 4 ms.
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 3));
    const preloaded = () =>
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    try {
      runGate('<div id="root"></div>', {
        'data-scripts': '/main.1.js',
        'data-preloads': '/a.1.js /b.2.js /c.3.js',
      });
      expect(preloaded()).toEqual(['/a.1.js']);
      expect(started()).toEqual([]);
      jest.runOnlyPendingTimers();
      expect(preloaded()).toEqual(['/a.1.js', '/b.2.js']);
      expect(started()).toEqual([]);
      jest.runOnlyPendingTimers();
      expect(preloaded()).toEqual(['/a.1.js', '/b.2.js', '/c.3.js']);
      expect(started()).toEqual([['/main.1.js', false]]);
    } finally {
      clock.mockRestore();
    }
  });

  it('asks for the held preloads with the scripts, low priority, and not before', async () => {
    // A clock that stands still: the slicing (the test above) is not what this one is about, and a
    // loaded machine must not move the second preload into a later task.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(0);
    let decoded: () => void = () => undefined;
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => new Promise<void>((resolve) => (decoded = resolve)),
    });
    const frames: Array<() => void> = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(() => callback(0)));
    const preloads = () =>
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('as'),
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ]);
    try {
      runGate(PICTURE, {
        'data-scripts': '/main.1.js',
        'data-preloads': '/103.a.js /remotes/mf-feeds/0.1.0/remoteEntry.js',
        'data-wait-ms': '60000',
      });
      expect(preloads()).toEqual([]);
      decoded();
      await Promise.resolve();
      await Promise.resolve();
      frames.shift()?.();
      frames.shift()?.();
      expect(preloads()).toEqual([
        ['preload', 'script', '/103.a.js', 'low'],
        ['preload', 'script', '/remotes/mf-feeds/0.1.0/remoteEntry.js', 'low'],
      ]);
      expect(started()).toEqual([['/main.1.js', false]]);
    } finally {
      clock.mockRestore();
      raf.mockRestore();
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('adds one preload a task even when the clock jumps past the slice at once', () => {
    jest.useFakeTimers();
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 100));
    const preloaded = () =>
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    try {
      runGate('<div id="root"></div>', {
        'data-scripts': '/main.1.js',
        'data-preloads': '/a.1.js /b.2.js',
      });
      expect(preloaded()).toEqual(['/a.1.js']);
      jest.runOnlyPendingTimers();
      expect(preloaded()).toEqual(['/a.1.js', '/b.2.js']);
      expect(started()).toEqual([['/main.1.js', false]]);
    } finally {
      clock.mockRestore();
    }
  });

  it('starts them once the server-rendered picture is decoded and a frame has painted it', async () => {
    let decoded: () => void = () => undefined;
    const decode = () => new Promise<void>((resolve) => (decoded = resolve));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: decode,
    });
    const frames: Array<() => void> = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(() => callback(0)));
    try {
      runGate(PICTURE, { 'data-scripts': '/main.1.js', 'data-wait-ms': '60000' });
      expect(started()).toEqual([]);
      decoded();
      await Promise.resolve();
      await Promise.resolve();
      // The frame the decoded picture is drawn in: not yet.
      frames.shift()?.();
      expect(started()).toEqual([]);
      // The frame after it: the picture has painted.
      frames.shift()?.();
      expect(started()).toEqual([['/main.1.js', false]]);
      frames.shift()?.();
      expect(started()).toHaveLength(1);
    } finally {
      raf.mockRestore();
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('does not wait past its limit, nor for a picture that fails', async () => {
    jest.useFakeTimers();
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => new Promise(() => undefined),
    });
    try {
      runGate(PICTURE, { 'data-scripts': '/main.1.js', 'data-wait-ms': '3000' });
      jest.advanceTimersByTime(2999);
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(started()).toEqual([['/main.1.js', false]]);

      Object.defineProperty(HTMLImageElement.prototype, 'decode', {
        configurable: true,
        value: () => Promise.reject(new Error('EncodingError')),
      });
      runGate(PICTURE, { 'data-scripts': '/main.2.js', 'data-wait-ms': '60000' });
      await Promise.resolve();
      await Promise.resolve();
      expect(started()).toEqual([['/main.2.js', false]]);
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('starts them when the browser reports the picture’s paint, not another element’s', () => {
    let report: (entries: Array<{ element: Element | null }>) => void = () => undefined;
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      constructor(callback: (list: { getEntries(): unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        report = () => undefined;
      }
    }
    const real = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: FakeObserver,
    });
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => new Promise(() => undefined),
    });
    try {
      runGate(PICTURE, { 'data-scripts': '/main.1.js', 'data-wait-ms': '60000' });
      expect(observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
      report([{ element: document.querySelector('#root') }]);
      expect(started()).toEqual([]);
      report([{ element: document.querySelector('img') }]);
      expect(started()).toEqual([['/main.1.js', false]]);
    } finally {
      if (real) Object.defineProperty(window, 'PerformanceObserver', real);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });
});
