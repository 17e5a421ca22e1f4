// The standalone page's async boundary; the host never loads this entry, only remoteEntry.js.
// As in the host's entry: zod must not probe `new Function` under the page's Content-Security-
// Policy (no 'unsafe-eval'), so jitless is set before any module that defines a schema loads.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

void import('./app/standalone');

// A module, not a script: its names are its own (the host's entry declares the same one).
export {};
