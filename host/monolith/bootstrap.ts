// The monolith's bootstrap (ADR 014), in place of src/app/bootstrap.tsx: the app's modules in one
// step. The composed host imports its libraries in steps, a task each; a monolith that did so
// would keep each library whole (no tree shaking, no scope hoisting across a dynamic import:
// +96 KB gzip of first-view JS, +11 KB with `webpackExports: []`), and the comparison is with
// the smallest monolith of the same code.
import { startApp } from '../src/app/start';

startApp();
