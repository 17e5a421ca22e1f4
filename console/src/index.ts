// zod must not compile parsers with `new Function`: the console's Content-Security-Policy has no
// 'unsafe-eval' (deploy/src/serve-rules.mjs), as the app's. Set before any schema is defined.
const consoleZod = globalThis as { __zod_globalConfig?: Record<string, unknown> };
consoleZod.__zod_globalConfig = { ...consoleZod.__zod_globalConfig, jitless: true };

// A dynamic import, so the setting above runs before the modules that define schemas.
void import('./app/bootstrap');
