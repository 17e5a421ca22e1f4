// The server build's stand-in for style-loader (there is no document on the server): a CSS
// module's class names as the client gets them (same css-loader options, so the same hashes),
// and its text kept under the container's name, so the render service can inline the CSS of the
// modules a page was rendered with (critical CSS) before the client's style-loader adds them.
// A url() of the host's CSS (the brand fonts) is its client URL, root-relative (the server build's
// publicPath is the client's `/`): css-loader resolves it against the bundle's base URI, which in
// Node is the bundle's file, so `file://` is taken off again.
module.exports = function serverStyleLoader() {};

module.exports.pitch = function pitch(request) {
  const { container } = this.getOptions();
  const key = JSON.stringify(this.utils.contextify(this.rootContext, this.resourcePath));
  return `
import content from ${JSON.stringify(`!!${request}`)};
const all = (globalThis.__KLUBB_SERVER_CSS__ ??= {});
const own = (all[${JSON.stringify(container)}] ??= {});
own[${key}] = String(content).replace(/url\\(file:\\/\\/(?=\\/)/g, 'url(');
export default (content && content.locals) || {};
`;
};
