// The host page's first script (first-paint.cjs): the app's scripts start once the page's
// server-rendered picture of the largest contentful paint has painted, or at once when the page
// has none (rendered on the client). On a client-rendered page the HTML preloads them; on a
// server-rendered one (render/src/route-render.mjs) the render service moves the page's
// script preloads into `data-preloads`, and they are asked for here, with the scripts, once the
// picture is on the screen: nothing of the app's code shares the network with the picture.
// A script of its own, not inline: the page's Content-Security-Policy allows no inline script.
(function firstPaintGate(win, doc) {
  var gate = doc.currentScript;
  var list = function (name) {
    return ((gate && gate.getAttribute(name)) || '').split(' ');
  };
  var scripts = list('data-scripts');
  var preloads = list('data-preloads');
  var started = false;
  // Each element that asks for a file costs the main thread (a preload: up to 4 ms on a desktop,
  // five times that on a phone), so the preloads go in a few milliseconds' worth per task: no
  // task of the gate's holds a phone's main thread for 50 ms. The scripts come after them: the
  // chunks main.js asks for are on their way by then, and its asking costs little.
  var SLICE_MS = 4;
  var next = 0;
  function addScripts() {
    for (var i = 0; i < scripts.length; i += 1) {
      if (!scripts[i]) continue;
      var script = doc.createElement('script');
      script.src = scripts[i];
      // In document order, as `defer` ran them.
      script.async = false;
      doc.head.appendChild(script);
    }
  }
  function addPreloads() {
    var until = Date.now() + SLICE_MS;
    // At least one a task, however slow the clock reads: a stalled task still makes progress.
    for (
      var first = next;
      next < preloads.length && (Date.now() < until || next === first);
      next += 1
    ) {
      if (!preloads[next]) continue;
      var link = doc.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('fetchpriority', 'low');
      link.href = preloads[next];
      doc.head.appendChild(link);
    }
    if (next < preloads.length) setTimeout(addPreloads, 0);
    else addScripts();
  }
  function start() {
    if (started) return;
    started = true;
    addPreloads();
  }
  // The picture the server marked as the page's largest (route-render.mjs preloads the same).
  var picture = doc.querySelector('#root img[fetchpriority="high"]');
  if (!picture || typeof picture.decode !== 'function') return start();
  // A picture that never comes (a dead network) holds the app back no longer than this.
  setTimeout(start, Number((gate && gate.getAttribute('data-wait-ms')) || 3000));
  var Observer = win.PerformanceObserver;
  var measured =
    Observer &&
    Observer.supportedEntryTypes &&
    Observer.supportedEntryTypes.indexOf('largest-contentful-paint') >= 0;
  if (measured) {
    // Where the browser reports its paints: the picture's, once it is on the screen.
    var observer = new Observer(function (list) {
      var entries = list.getEntries();
      for (var j = 0; j < entries.length; j += 1) {
        if (entries[j].element === picture) {
          observer.disconnect();
          start();
        }
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // Decoded, then a frame with it in: the frame after that one has painted it. Where paints are
  // reported, a little later still: a picture that is not the page's largest gets no report.
  picture.decode().then(function decoded() {
    win.requestAnimationFrame(function () {
      win.requestAnimationFrame(function () {
        if (measured) setTimeout(start, 100);
        else start();
      });
    });
  }, start);
})(window, document);
