import type { Page } from '@playwright/test';

/** Where the v2 loader's bootstrap fetches the Maps JavaScript API. */
export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js**';

export type MapsDoubleMode = 'working' | 'down' | 'refusesKey';

/**
 * A test double of the Maps JavaScript API, the script the real loader inserts, speaking its
 * contract: it defines `google.maps.importLibrary` and the classes the app uses (Map, Marker,
 * Size, LatLng; markers as buttons named by their title, icons and zoom in data attributes), then
 * calls the loader's `callback`. "refusesKey" plays an unauthorised key (the API loads and calls
 * `gm_authFailure()`); "down" answers 503 so the script fails and the loader retries.
 */
function doubleScript(callback: string, refusesKey: boolean): string {
  return `(() => {
  const google = (window.google = window.google || {});
  const maps = (google.maps = google.maps || {});
  const state = (window.__mapsDouble = window.__mapsDouble || { maps: [] });
  class Size { constructor(width, height) { this.width = width; this.height = height; } }
  class LatLng {
    constructor(lat, lng) { this._lat = lat; this._lng = lng; }
    lat() { return this._lat; }
    lng() { return this._lng; }
  }
  const toLatLng = (p) => (p instanceof LatLng ? p : new LatLng(p.lat, p.lng));
  class Map {
    constructor(element, options) {
      this.element = element;
      this.options = options;
      this.zoom = options.zoom;
      this.center = toLatLng(options.center);
      this.canvas = document.createElement('div');
      element.appendChild(this.canvas);
      state.maps.push(this);
      this.sync();
    }
    sync() {
      this.element.dataset.zoom = String(this.zoom);
      this.element.dataset.center = this.center.lat() + ',' + this.center.lng();
      this.element.dataset.mapId = this.options.mapId || '';
    }
    getZoom() { return this.zoom; }
    setZoom(zoom) { this.zoom = zoom; this.sync(); }
    panTo(position) { this.center = toLatLng(position); this.sync(); }
    setCenter(position) { this.panTo(position); }
    getCenter() { return this.center; }
  }
  class Marker {
    constructor(options) {
      this.listeners = {};
      this.position = toLatLng(options.position);
      this.button = document.createElement('button');
      this.button.type = 'button';
      this.button.setAttribute('aria-label', options.title);
      this.button.addEventListener('click', () =>
        (this.listeners.click || []).forEach((listener) => listener({ latLng: this.position })));
      this.setIcon(options.icon);
      this.setMap(options.map || null);
    }
    setIcon(icon) {
      this.button.dataset.icon = icon.url;
      this.button.style.width = icon.scaledSize.width + 'px';
      this.button.style.height = icon.scaledSize.height + 'px';
    }
    setMap(map) {
      this.button.remove();
      if (map) map.canvas.appendChild(this.button);
    }
    getPosition() { return this.position; }
    addListener(name, listener) {
      (this.listeners[name] = this.listeners[name] || []).push(listener);
      return { remove: () => { this.listeners[name] = this.listeners[name].filter((l) => l !== listener); } };
    }
  }
  const libraries = { core: { LatLng, Size }, maps: { Map }, marker: { Marker } };
  Object.assign(maps, { Map, Marker, Size, LatLng });
  maps.importLibrary = (name) => Promise.resolve(libraries[name] || {});
  ${refusesKey ? 'setTimeout(() => window.gm_authFailure && window.gm_authFailure(), 0);' : ''}
  ${JSON.stringify(callback)}.split('.').reduce((at, part) => at[part], window)();
})();`;
}

/** Serves the double at the Maps host for this page; answers the script requests seen. */
export async function installMapsDouble(page: Page, mode: MapsDoubleMode = 'working') {
  const requests: URL[] = [];
  await page.route(MAPS_SCRIPT, async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    if (mode === 'down') {
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
      return;
    }
    await route.fulfill({
      contentType: 'text/javascript',
      body: doubleScript(url.searchParams.get('callback') ?? '', mode === 'refusesKey'),
    });
  });
  // The booking widget's host: a page of its own, so the pop-up's iframe reaches no outside host.
  await page.route('https://booking.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Booking</title><h1>Bordsbokning</h1>',
    }),
  );
  return requests;
}
