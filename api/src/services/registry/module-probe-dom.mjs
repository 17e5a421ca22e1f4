// The few DOM objects of the module probe's browser (module-probe-browser.mjs): nodes with
// children and events, elements with attributes and tag-name lookups, text, events, inert
// observers and in-memory storage. Only what a remote's runtime and style-loader touch.
export class Node {
  constructor(nodeName) {
    this.nodeName = nodeName;
    this.childNodes = [];
    this.parentNode = null;
    this.listeners = new Map();
  }
  get firstChild() {
    return this.childNodes[0] ?? null;
  }
  get lastChild() {
    return this.childNodes.at(-1) ?? null;
  }
  get nextSibling() {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get textContent() {
    return this.childNodes.map((child) => child.textContent).join('');
  }
  set textContent(text) {
    this.childNodes = [];
    if (text) this.appendChild(new TextNode(String(text)));
  }
  appendChild(child) {
    return this.insertBefore(child, null);
  }
  insertBefore(child, reference) {
    child.parentNode?.removeChild(child);
    const at = reference ? this.childNodes.indexOf(reference) : -1;
    if (at < 0) this.childNodes.push(child);
    else this.childNodes.splice(at, 0, child);
    child.parentNode = this;
    this.ownerDocument?.attached(child);
    return child;
  }
  removeChild(child) {
    this.childNodes = this.childNodes.filter((node) => node !== child);
    child.parentNode = null;
    return child;
  }
  remove() {
    this.parentNode?.removeChild(this);
  }
  addEventListener(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type).add(listener);
  }
  removeEventListener(type, listener) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatchEvent(event) {
    const handler = this[`on${event.type}`];
    if (typeof handler === 'function') handler.call(this, event);
    for (const listener of this.listeners.get(event.type) ?? []) {
      if (typeof listener === 'function') listener.call(this, event);
      else listener?.handleEvent?.(event);
    }
    return true;
  }
}

export class TextNode extends Node {
  constructor(text) {
    super('#text');
    this.data = text;
  }
  get textContent() {
    return this.data;
  }
}

export class Element extends Node {
  constructor(tagName, ownerDocument) {
    super(tagName.toUpperCase());
    this.tagName = tagName.toUpperCase();
    this.ownerDocument = ownerDocument;
    this.attributes = new Map();
    this.style = {};
    this.dataset = {};
  }
  setAttribute(name, value) {
    if (name === 'src' || name === 'href') this[name] = String(value);
    else this.attributes.set(name, String(value));
  }
  getAttribute(name) {
    if (name === 'src' || name === 'href') return this[name] ?? null;
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name) {
    return this.getAttribute(name) !== null;
  }
  removeAttribute(name) {
    this.attributes.delete(name);
  }
  getElementsByTagName(tag) {
    const wanted = tag.toUpperCase();
    const found = [];
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child instanceof Element && (wanted === '*' || child.tagName === wanted))
          found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }
  querySelectorAll(selector) {
    // Tag names only (style-loader asks for "head"); anything finer finds nothing.
    return /^[a-z]+$/i.test(selector) ? this.getElementsByTagName(selector) : [];
  }
  querySelector(selector) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  getBoundingClientRect() {
    return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  }
}

export class Event {
  constructor(type, init = {}) {
    this.type = type;
    this.detail = init.detail;
    this.defaultPrevented = false;
  }
  preventDefault() {
    this.defaultPrevented = true;
  }
  stopPropagation() {}
}

export const inert = () => ({
  observe() {},
  unobserve() {},
  disconnect() {},
  takeRecords: () => [],
});

export function memoryStorage() {
  const items = new Map();
  return {
    getItem: (key) => (items.has(String(key)) ? items.get(String(key)) : null),
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
