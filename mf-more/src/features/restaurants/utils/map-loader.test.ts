import {
  loadMapsLibrary,
  MapLoadError,
  onMapsAuthFailure,
  resetMapLoaderForTests,
  type MapsLoaderApi,
} from './map-loader';

/** A loader whose `importLibrary` fails the first `failures` times, as a broken network would. */
function flakyLoader(failures: number) {
  const calls = { setOptions: [] as unknown[], importLibrary: 0 };
  const loader: MapsLoaderApi = {
    setOptions: (options) => void calls.setOptions.push(options),
    importLibrary: () => {
      calls.importLibrary += 1;
      return calls.importLibrary <= failures
        ? Promise.reject(new Error('The Google Maps JavaScript API could not load.'))
        : Promise.resolve({});
    },
  };
  return { loader, calls };
}

const noWait = () => 0;
beforeEach(() => resetMapLoaderForTests());

it('loads at the first try with the key, and sets the options once', async () => {
  const { loader, calls } = flakyLoader(0);
  await loadMapsLibrary(loader, { key: 'k', delayMs: noWait });
  await loadMapsLibrary(loader, { key: 'k', delayMs: noWait });
  expect(calls.setOptions).toEqual([{ key: 'k', v: 'weekly' }]);
  expect(calls.importLibrary).toBe(2);
});

it('tries a failed load again up to 3 times and succeeds on the last', async () => {
  const { loader, calls } = flakyLoader(3);
  await expect(loadMapsLibrary(loader, { key: 'k', delayMs: noWait })).resolves.toBeUndefined();
  expect(calls.importLibrary).toBe(4);
});

it('gives up after the 3 retries with a "failed" error', async () => {
  const { loader, calls } = flakyLoader(10);
  const error = await loadMapsLibrary(loader, { key: 'k', delayMs: noWait }).catch((e) => e);
  expect(error).toBeInstanceOf(MapLoadError);
  expect((error as MapLoadError).reason).toBe('failed');
  expect(calls.importLibrary).toBe(4);
});

it('waits longer before each retry, as v1 did (2, 8, 24 ms)', async () => {
  const { loader } = flakyLoader(3);
  const waits: number[] = [];
  await loadMapsLibrary(loader, {
    key: 'k',
    delayMs: (n) => {
      waits.push(n * 2 ** n);
      return 0;
    },
  });
  expect(waits).toEqual([2, 8, 24]);
});

it('loads nothing without a key', async () => {
  const { loader, calls } = flakyLoader(0);
  const error = await loadMapsLibrary(loader, { key: '' }).catch((e) => e);
  expect((error as MapLoadError).reason).toBe('noKey');
  expect(calls.importLibrary).toBe(0);
});

it("hears the API's gm_authFailure until it stops listening", () => {
  const handler = jest.fn();
  const stop = onMapsAuthFailure(handler);
  (window as Window & { gm_authFailure?: () => void }).gm_authFailure?.();
  expect(handler).toHaveBeenCalledTimes(1);
  stop();
  expect((window as Window & { gm_authFailure?: () => void }).gm_authFailure).toBeUndefined();
});
