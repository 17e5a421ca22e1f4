// The server build's stand-in for style-loader (there is no document on the server): a CSS
// module's class names as the client gets them (same css-loader options, so the same hashes),
// and its text kept under the container's name, so the render service can inline the CSS of the
// modules a page was rendered with (critical CSS) before the client's style-loader adds them.
module.exports = function serverStyleLoader() {};

module.exports.pitch = function pitch(request) {
  const { container } = this.getOptions();
  const key = JSON.stringify(this.utils.contextify(this.rootContext, this.resourcePath));
  return `
import content from ${JSON.stringify(`!!${request}`)};
const all = (globalThis.__KLUBB_SERVER_CSS__ ??= {});
const own = (all[${JSON.stringify(container)}] ??= {});
own[${key}] = String(content);
export default (content && content.locals) || {};
`;
};
