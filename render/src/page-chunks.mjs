// The files of one route's page inside a remote's built `./module`, so the HTML can preload them
// with the remote's entry instead of the browser finding them only after the page renders. The
// manifest lists the module's async files without saying which page each belongs to; the built
// module says it: its routes data (routes.json, bundled as `JSON.parse('{"routes":…}')`) names
// each route's page, and each page's loader is `page:()=>Promise.all([x.e(60),…])` over webpack
// chunk ids, whose files are `<id>.<hash>.js` in the manifest. Read from minified output, so
// anything not found means no page preloads, never an error (the page still loads on render).

const ROUTES_DATA = /JSON\.parse\('(\{"routes":\[.*?\][^']*)'\)/;
const LOADER = /([A-Za-z_$][\w$]*):\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\(\d+\))/g;
const CHUNK_ID = /\.e\((\d+)\)/g;

/** The routes of a built module ([{ page, path, section }]), or [] when they are not found. */
export function routesOfModule(source) {
  const found = ROUTES_DATA.exec(source);
  if (!found) return [];
  try {
    // A JS string literal in single quotes: only \' and \\ can be escaped in JSON text here.
    const json = found[1].replace(/\\(['\\])/g, '$1');
    const routes = JSON.parse(json).routes;
    return Array.isArray(routes) ? routes.filter((r) => typeof r?.page === 'string') : [];
  } catch {
    return [];
  }
}

/** Each page's own files ({ page: ['60.abe2a85b31.js', …] }) among the manifest's async files. */
export function pageFilesOfModule(source, asyncFiles) {
  const fileById = new Map(asyncFiles.map((file) => [file.split('/').pop().split('.')[0], file]));
  const pages = {};
  for (const [, page, loader] of source.matchAll(LOADER)) {
    const files = [...loader.matchAll(CHUNK_ID)].flatMap(([, id]) => fileById.get(id) ?? []);
    if (files.length && !pages[page]) pages[page] = files;
  }
  return pages;
}

/** The files of the page that `route` ({ path, section }) renders, or []. */
export function routePageFiles(source, asyncFiles, route) {
  const page = routesOfModule(source).find(
    (r) => r.path === route.path && r.section === route.section,
  )?.page;
  return page ? (pageFilesOfModule(source, asyncFiles)[page] ?? []) : [];
}
