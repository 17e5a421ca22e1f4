import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

import type { RemoteContract, RemoteName } from '@klubb/contracts';

import { API_ROOT } from '../../config';

import type { Reason } from './contract-check';

/** The probe the API starts for each check (plain JavaScript: the same file in dev and image). */
const PROBE_DIR = resolve(API_ROOT, 'src/services/registry');
const PROBE_FILES = ['module-probe.mjs', 'module-probe-browser.mjs', 'module-probe-dom.mjs'].map(
  (name) => resolve(PROBE_DIR, name),
);

export interface ModuleCheckLimits {
  /** The whole probe: start, remoteEntry, init, `./module` and every page; then it is killed. */
  timeoutMs: number;
  /** One step of it (a script, init, one page's load()). */
  loadTimeoutMs: number;
  /** The probe's V8 heap. */
  heapMb: number;
  /** The remote's scripts, all together. */
  maxBytes: number;
}

export const DEFAULT_MODULE_CHECK_LIMITS: ModuleCheckLimits = {
  timeoutMs: 20_000,
  loadTimeoutMs: 8_000,
  heapMb: 192,
  maxBytes: 16 * 1024 * 1024,
};

type Loaded = { component: string } | { error: string };

/** What module-probe.mjs prints. */
export type ProbeReport =
  | { ok: false; error: string }
  | {
      ok: true;
      moduleMs?: number;
      totalMs?: number;
      exports: string[];
      module: null | {
        name: unknown;
        routesIsArray: boolean;
        slotsIsArray: boolean;
        routes: Array<{ path: unknown; section: unknown; flag?: unknown; page: Loaded }>;
        slots: Array<{ name: unknown; slot: Loaded }>;
      };
    };

/**
 * Runs module-probe.mjs on a remote version's entry in a child process: an empty environment (no
 * secret of the API's reaches the remote's code), Node's permission model (it may read only the
 * probe's own files, write none, start no process), a heap cap, and SIGKILL after `timeoutMs`.
 * Resolves the probe's report; a probe that dies or overruns is reported as such.
 */
export function runModuleProbe(
  input: { entryUrl: string; remote: RemoteName },
  limits: ModuleCheckLimits = DEFAULT_MODULE_CHECK_LIMITS,
): Promise<ProbeReport> {
  const args = [
    `--max-old-space-size=${limits.heapMb}`,
    '--experimental-permission',
    ...PROBE_FILES.map((file) => `--allow-fs-read=${file}`),
    '--no-warnings',
    PROBE_FILES[0] as string,
  ];
  return new Promise((settle) => {
    const child = spawn(process.execPath, args, { env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    // The report is one line; a remote that floods the output is cut off there.
    child.stdout.on('data', (chunk: Buffer) => {
      if (out.length < 1_000_000) out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 2_000) err += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      settle({ ok: false, error: `the probe did not start: ${error.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) {
        settle({ ok: false, error: `did not load within ${limits.timeoutMs} ms` });
        return;
      }
      const line = out.split('\n').find((text) => text.startsWith('{'));
      try {
        if (line) {
          settle(JSON.parse(line) as ProbeReport);
          return;
        }
      } catch {
        // Reported below as a probe that gave no report.
      }
      const why = /heap out of memory/i.test(err)
        ? `ran out of its ${limits.heapMb} MB of memory`
        : `stopped (${signal ?? `exit ${code}`}) without a report`;
      settle({ ok: false, error: why });
    });
    child.stdin.end(
      JSON.stringify({
        ...input,
        loadTimeoutMs: limits.loadTimeoutMs,
        maxBytes: limits.maxBytes,
      }),
    );
  });
}

const routeKey = (route: { path: unknown; section: unknown; flag?: unknown }) =>
  `${String(route.path)} (${String(route.section)}${route.flag ? `, ${String(route.flag)}` : ''})`;

/**
 * The `module` rule from a probe's report: the module loads, is the remote's, serves exactly the
 * routes and slots its klubb-contract.json declares, and each of them loads a React component.
 */
export function moduleReasons(
  remote: RemoteName,
  declared: Pick<RemoteContract, 'routes' | 'slots'>,
  report: ProbeReport,
): Reason[] {
  const reason = (detail: string): Reason => ({ rule: 'module', detail });
  if (!report.ok) return [reason(`./module: ${report.error}`)];
  const module = report.module;
  if (!module) {
    return [
      reason(
        `./module does not export register(runtime) (it exports ${report.exports.join(', ') || 'nothing'})`,
      ),
    ];
  }
  const reasons: Reason[] = [];
  if (module.name !== remote) {
    reasons.push(reason(`remoteModule is named ${String(module.name)}, not ${remote}`));
  }
  if (!module.routesIsArray) reasons.push(reason('remoteModule.routes is not an array'));
  if (!module.slotsIsArray) reasons.push(reason('remoteModule.slots is not an array'));
  const served = module.routes.map(routeKey);
  const promised = declared.routes.map(routeKey);
  for (const key of promised.filter((key) => !served.includes(key))) {
    reasons.push(reason(`route ${key} is declared in klubb-contract.json but not in the module`));
  }
  for (const key of served.filter((key) => !promised.includes(key))) {
    reasons.push(reason(`route ${key} is in the module but not declared in klubb-contract.json`));
  }
  const slotNames = module.slots.map((slot) => String(slot.name));
  for (const name of declared.slots.filter((slot) => !slotNames.includes(slot))) {
    reasons.push(reason(`slot ${name} is declared in klubb-contract.json but not in the module`));
  }
  for (const name of slotNames.filter((slot) => !(declared.slots as string[]).includes(slot))) {
    reasons.push(reason(`slot ${name} is in the module but not declared in klubb-contract.json`));
  }
  for (const loaded of [...module.routes.map((r) => r.page), ...module.slots.map((s) => s.slot)]) {
    if ('error' in loaded) reasons.push(reason(loaded.error));
  }
  return reasons;
}
