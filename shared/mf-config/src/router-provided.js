// What the host provides under the shared keys `react-router` and `react-router-dom` (ADR 016):
// only the exports the house's code uses, so webpack tree-shakes react-router to them. Shared
// whole, the package is 61 KB gzip on every first view; these exports come to about 16 KB.
// Every module of the host and of a remote that imports the router gets this one module, so the
// router's contexts stay one instance on the page. router-provided.test.ts fails when any source
// of the house imports a name this list lacks: add the name here, and the host provides it (ADR
// 005: the host is deployed before a remote that needs it).
//
// `klubb-react-router-impl` is react-router itself (an alias in the host's config, see
// shared.cjs): a request the federation's consume plugin does not match, so this module reads
// the package, not the shared key it is provided under.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'klubb-react-router-impl';
