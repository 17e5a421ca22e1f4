// No tap is lost (issue 33): a server-rendered page is seen before its app has hydrated, and
// until then its buttons do nothing. The page's first script, inline with the response's nonce
// (the CSP allows no other inline script), captures every click on a control and every submit
// that React cannot handle yet — the whole server's render while `#root` has its mark
// (`data-klubb-rendered`, removed at the app's first commit), and after that a control inside a
// part React has not hydrated yet (a Suspense boundary whose code is still on its way: React 19
// drops a click there) — shows the control pressed at once, and keeps the tap. Once the app has
// taken over and React owns the control (hydrated, or rendered afresh in its place), the tap is
// replayed on it, as Angular's event replay and Google's jsaction do. The host needs no part in
// it. A kept tap no code takes over within GIVE_UP_MS is let go: a link's counted from the tap
// (then followed natively), a button's or a form's from the app's take-over (a page that boots for
// longer than that on a busy phone still does what was tapped).
import { randomBytes } from 'node:crypto';

/** The attribute the captured control wears until its tap is replayed (pressed feedback). */
const PRESSED_ATTRIBUTE = 'data-klubb-pressed';
/** A kept tap React has not taken over by then is let go (a link: followed by the browser). */
const GIVE_UP_MS = 15_000;

/**
 * The capture and replay, run in the browser as the page's first script. Plain ES2017, no
 * imports: its source text is the inline script (`tapCaptureScript`). React's own mark of a node
 * it owns (`__reactProps$…`, set when it hydrates or creates the node) says whether React would
 * handle a click on it.
 */
function tapCapture(win, doc, pressed, rendered, giveUpMs) {
  const CONTROLS =
    'a[href],button,summary,input[type="submit"],input[type="button"],input[type="checkbox"],' +
    'input[type="radio"],[role="button"],[role="link"],[role="tab"],[role="checkbox"],' +
    '[role="switch"],[role="menuitem"],[role="option"]';
  const kept = [];
  let timer = 0;
  const style = doc.createElement('style');
  style.textContent = `[${pressed}]{opacity:.6!important;transition:none!important;cursor:progress}`;
  doc.head.appendChild(style);
  const propsOf = (node) => {
    const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
    return key ? node[key] || {} : null;
  };
  const textOf = (el) =>
    `${el.getAttribute('aria-label') || ''}|${(el.textContent || '').trim().slice(0, 80)}`;
  const pathOf = (el, root) => {
    const path = [];
    for (let node = el; node && node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  };
  const takenOver = (root) => !root.hasAttribute(rendered);
  // Whether React would handle a click on `control` now: the app took over, and React owns the
  // control, or the nearest node it owns set its children as HTML (a rich text's links: the
  // browser's, never React's).
  function handled(control, root) {
    if (!takenOver(root)) return false;
    for (let node = control; node && node !== root; node = node.parentElement) {
      const props = propsOf(node);
      if (props) return node === control || Boolean(props.dangerouslySetInnerHTML);
    }
    return false;
  }
  function capture(event) {
    const root = doc.getElementById('root');
    const target = event.target;
    if (!root || !target || !target.closest || !root.contains(target)) return;
    let control = target;
    if (event.type === 'click') {
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      control = target.closest(CONTROLS);
      if (!control || !root.contains(control)) return;
    }
    if (handled(control, root)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on a control already kept: it is pressed, and replays once.
    if (kept.some((tap) => tap.element === control)) return;
    control.setAttribute(pressed, '');
    kept.push({
      type: event.type,
      element: control,
      path: pathOf(control, root),
      tag: control.tagName,
      text: textOf(control),
      until: Date.now() + giveUpMs,
      seen: false,
    });
    if (!timer) timer = setInterval(replay, 50);
  }
  // The kept control as React owns it now: the same node, hydrated, or the one the app rendered
  // in its place (a render afresh: at the same place with the same tag and text, or the link to
  // the same address, or the one control of that tag and text); null while there is none.
  function find(tap, root) {
    if (tap.element.isConnected) return handled(tap.element, root) ? tap.element : null;
    const same = (node) => node.tagName === tap.tag && textOf(node) === tap.text;
    let node = root;
    for (let i = 0; node && i < tap.path.length; i += 1) node = node.children[tap.path[i]];
    if (node && same(node) && handled(node, root)) return node;
    const href = tap.element.getAttribute('href');
    const controls = Array.prototype.slice.call(root.querySelectorAll(CONTROLS));
    // Two links to one address go to the same place; two buttons alike are not one.
    if (href) return controls.find((el) => el.getAttribute('href') === href && handled(el, root));
    const alike = controls.filter(same);
    return alike.length === 1 && handled(alike[0], root) ? alike[0] : null;
  }
  const isLink = (tap) => tap.type === 'click' && tap.element.matches('a[href]');
  function replay() {
    const root = doc.getElementById('root');
    while (kept.length) {
      const tap = kept[0];
      const element = (root && find(tap, root)) || null;
      // A button's tap waits for the app however long it takes to boot (only the app can do what
      // it does); its time to give up counts from the app's take-over, for a part whose code is
      // still on its way. A link's counts from the tap: the browser can follow it without the app.
      if (!element && root && !takenOver(root) && !isLink(tap)) tap.until = Date.now() + giveUpMs;
      if (!element && Date.now() < tap.until) return;
      // Owned in two checks in a row: React has committed the part it hydrated.
      if (element && !tap.seen) {
        tap.seen = true;
        return;
      }
      kept.shift();
      tap.element.removeAttribute(pressed);
      if (element) {
        element.removeAttribute(pressed);
        if (tap.type === 'submit') {
          if (element.requestSubmit) element.requestSubmit();
        } else element.click();
      } else if (isLink(tap)) {
        win.location.assign(tap.element.href);
      }
    }
    clearInterval(timer);
    timer = 0;
  }
  doc.addEventListener('click', capture, true);
  doc.addEventListener('submit', capture, true);
}

/** The inline script's source: the capture, called with the page's names. */
export function tapCaptureScript({ rendered = 'data-klubb-rendered', giveUpMs = GIVE_UP_MS } = {}) {
  const args = ['window', 'document', PRESSED_ATTRIBUTE, rendered, giveUpMs].map((arg, i) =>
    i < 2 ? arg : JSON.stringify(arg),
  );
  // Without its comment lines and indentation: the page's first bytes stay few.
  const source = tapCapture
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
  return `(${source})(${args.join(',')});`;
}

/** A fresh nonce for one HTML answer (128 random bits, base64). */
export const newNonce = () => randomBytes(16).toString('base64');
