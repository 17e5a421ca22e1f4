// zod must not compile parsers with `new Function` (nor probe whether it may): the app's
// Content-Security-Policy has no 'unsafe-eval' (deploy/src/serve-rules.mjs, issue 14). zod reads
// this setting (what `z.config({ jitless: true })` writes) from `globalThis` as each copy on the
// page defines its first schema, so it is set here, before any module that defines one loads.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// The async boundary Module Federation needs before any shared module is used. In a task after
// the one that ran main.js (the federation runtime's set-up): each under 50 ms on a phone.
setTimeout(() => void import('./app/bootstrap'), 0);
