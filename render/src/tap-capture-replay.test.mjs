/**
 * @jest-environment jest-fixed-jsdom
 */
/* global document */
// The tap capture’s replay, run as the browser runs it (the inline script's own source) on a page
// that React then takes over; React's ownership is its mark on a node, as in the browser.
import { tapCaptureScript } from './tap-capture.mjs';

const PRESSED = 'data-klubb-pressed';

/** React owns `node` now, as hydrating it marks it. */
const own = (node) => {
  node.__reactProps$test = {};
};

const until = async (check) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

beforeAll(() => {
  document.body.innerHTML =
    '<div id="root" data-klubb-rendered=""><button id="city">Malmö</button>' +
    '<button id="time">19:00</button></div>';
  new Function(tapCaptureScript())();
});

test('keeps taps before the app takes over and replays them in order, each after the last committed', async () => {
  const root = document.getElementById('root');
  const [city, time] = ['city', 'time'].map((id) => document.getElementById(id));
  const replayed = [];
  let cityCommitted = false;
  city.addEventListener('click', () => {
    replayed.push('city');
    // What React does after a discrete event's handler: commits in a task of its own.
    setTimeout(() => {
      cityCommitted = true;
    }, 0);
  });
  time.addEventListener('click', () => replayed.push(cityCommitted ? 'time' : 'time too early'));

  city.click();
  time.click();
  expect(replayed).toEqual([]);
  expect(city.hasAttribute(PRESSED) && time.hasAttribute(PRESSED)).toBe(true);

  own(root);
  own(city);
  own(time);
  root.removeAttribute('data-klubb-rendered');
  await until(() => replayed.length === 2);
  expect(replayed).toEqual(['city', 'time']);
  expect(city.hasAttribute(PRESSED) || time.hasAttribute(PRESSED)).toBe(false);
});
