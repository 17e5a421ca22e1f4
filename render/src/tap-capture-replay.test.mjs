/**
 * @jest-environment jest-fixed-jsdom
 */
/* global document */
// The tap capture’s replay, run as the browser runs it (the inline script's own source) on a page
// that React then takes over; React's ownership is its mark on a node, as in the browser.
import { tapCaptureScript } from './tap-capture.mjs';

const PRESSED = 'data-klubb-pressed';
/** Short, so that a test can outlast it; the page's is 15 s. */
const GIVE_UP_MS = 200;

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
  new Function(tapCaptureScript({ giveUpMs: GIVE_UP_MS }))();
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

test('a button tapped on a page whose app boots for longer than the give-up time still does what was tapped', async () => {
  document.body.innerHTML =
    '<div id="root" data-klubb-rendered=""><button id="sign-in">Logga in</button></div>';
  const root = document.getElementById('root');
  const button = document.getElementById('sign-in');
  const replayed = [];
  button.addEventListener('click', () => replayed.push('sign-in'));

  button.click();
  // A busy phone: the app's code runs for three give-up times before it takes over.
  await new Promise((resolve) => setTimeout(resolve, 3 * GIVE_UP_MS));
  expect(replayed).toEqual([]);
  expect(button.hasAttribute(PRESSED)).toBe(true);

  own(root);
  own(button);
  root.removeAttribute('data-klubb-rendered');
  await until(() => replayed.length === 1);
  expect(button.hasAttribute(PRESSED)).toBe(false);
});

test('after the take-over, a tap on a part whose code never comes is let go, its control no longer pressed', async () => {
  document.body.innerHTML =
    '<div id="root" data-klubb-rendered=""><button id="late">Boka bord</button></div>';
  const root = document.getElementById('root');
  const button = document.getElementById('late');
  const replayed = [];
  button.addEventListener('click', () => replayed.push('late'));
  own(root);
  root.removeAttribute('data-klubb-rendered');

  button.click();
  expect(button.hasAttribute(PRESSED)).toBe(true);
  await until(() => !button.hasAttribute(PRESSED));
  expect(replayed).toEqual([]);
});
