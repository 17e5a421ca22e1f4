// The remote registry from a terminal (issue 15, ADR 011): `npm run deploy -- <command>`.
//
//   publish  <remote> [--version x.y.z] [--manifest-url URL]   record a checked version
//   rollback <remote> [--to x.y.z]                             stable back (ends a canary)
//   canary   <remote> <version> --brands a,b | --share 10 --brand b
//            [--max-error-margin 5] [--min-sessions 100] [--promote-after <minutes>]
//   promote  <remote>                                          the canary becomes stable
//   end-canary <remote>
//   enable|disable <remote> --brand <id>
//   pin <remote> <version|stable> --brand <id>
//   status                                                     brands × remotes × versions
//   help [command], <command> --help; --json, --dry-run, --reason "…" on every command
//
// Env: KLUBB_API_URL (default http://localhost:4000), KLUBB_REGISTRY_TOKEN (a remote team's CI
// token), else KLUBB_OPERATOR_EMAIL/PASSWORD (the operator acting; the seeded platform operator
// only against a local API for the platform's commands, and said so: a command that changes a
// brand always acts as you), KLUBB_REMOTE_<NAME>_URL as in write-remotes.mjs for the
// default manifest URL. Each command prints what changed.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import {
  REGISTRY_PATHS,
  clientSettings,
  connect,
  describeCanaries,
  describeChange,
  describeError,
  describeStatus,
} from './registry-client.mjs';
import { findRemote, packageVersion } from './topology.mjs';
import { remoteEntry } from './write-remotes.mjs';

const USAGE =
  'usage: deploy <publish|rollback|canary|promote|end-canary|enable|disable|pin|status|help> … [--json] [--dry-run]\n' +
  '       deploy help <command>, or deploy <command> --help';

const COMMON = [
  '  --reason "…"   why, written to the audit log',
  "  --json         print the API's answer as JSON",
  '  --dry-run      print the request and send nothing',
  'Env: KLUBB_API_URL (default http://localhost:4000); KLUBB_REGISTRY_TOKEN (a CI token: publish',
  'and canaries of its remote), else KLUBB_OPERATOR_EMAIL and KLUBB_OPERATOR_PASSWORD (you).',
].join('\n');

/** Each command's help: what it does, its arguments. */
export const COMMAND_HELP = {
  publish:
    "deploy publish <remote> [--version x.y.z] [--manifest-url URL]\n  Records a version after the contract check; live only as a remote's first version.",
  rollback:
    "deploy rollback <remote> [--to x.y.z]\n  Makes an earlier version stable for every brand (the newest below the stable one, or --to,\n  which runs the contract check again); ends the remote's canary. Never a newer version.",
  canary:
    'deploy canary <remote> <version> --brands a,b | --share <1-99> --brand <id>\n' +
    '        [--max-error-margin <points>] [--min-sessions <n>] [--promote-after <minutes>]\n' +
    "  Starts a canary for whole brands, or for a share of one brand's sessions. Its rules: it is\n" +
    "  rolled back by itself when its error rate exceeds the stable version's by more than the\n" +
    '  margin (default 5 points) once it has the sessions (default 100); with --promote-after it\n' +
    '  becomes stable by itself after that many minutes within the rule (default: never).',
  promote:
    "deploy promote <remote>\n  Checks the canary's version again, then makes it stable for every brand.",
  'end-canary': 'deploy end-canary <remote>\n  Ends the canary without promoting it.',
  enable: 'deploy enable <remote> --brand <id>\n  Switches the remote on for one brand.',
  disable:
    'deploy disable <remote> --brand <id>\n  Switches the remote off for one brand (mf-auth cannot be switched off).',
  pin: 'deploy pin <remote> <version|stable> --brand <id>\n  Pins one brand to a published version, or follows the stable one again.',
  status:
    "deploy status\n  Every brand × remote: on/off, version, pinned, stable, canary, the published versions, and\n  each running canary's numbers beside the stable version's with its rules.",
  help: 'deploy help [command]\n  This help.',
};

/** The help of one command, or of all. */
export function helpText(command) {
  if (command && COMMAND_HELP[command]) return `${COMMAND_HELP[command]}\n\n${COMMON}`;
  return [USAGE, '', ...Object.values(COMMAND_HELP), '', COMMON].join('\n');
}

/** A share of sessions: a whole number from 1 to 99, said plainly when it is not. */
function shareOf(text) {
  const percent = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(`--share takes a whole number from 1 to 99 (a percentage), not "${text}"`);
  }
  return percent;
}

function remoteOf(name, command) {
  if (!name) throw new Error(`${command} needs a remote: ${COMMAND_HELP[command]?.split('\n')[0]}`);
  const remote = findRemote(name);
  if (!remote)
    throw new Error(
      `unknown remote ${name} (the remotes: mf-auth, mf-feeds, mf-offer, mf-commerce, mf-more)`,
    );
  return remote;
}

/** A canary rule's number, said plainly when it is not one. */
function ruleOf(values, flag, { integer, min, max }) {
  const text = values[flag];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (
    text.trim() === '' ||
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < min ||
    value > max
  ) {
    throw new Error(
      `--${flag} takes ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not "${text}"`,
    );
  }
  return value;
}

/** The canary's rules given on the command line (the API's defaults for the others). */
function rulesOf(values) {
  const rules = {
    maxErrorRateMargin: ruleOf(values, 'max-error-margin', { integer: false, min: 0, max: 100 }),
    minSessions: ruleOf(values, 'min-sessions', { integer: true, min: 1, max: 1_000_000 }),
    promoteAfterMinutes: ruleOf(values, 'promote-after', { integer: true, min: 1, max: 10_080 }),
  };
  const given = Object.entries(rules).filter(([, value]) => value !== undefined);
  return given.length ? { rules: Object.fromEntries(given) } : {};
}

/** Commands that change a brand: they act as the person at the terminal, never a default. */
const BRAND_COMMANDS = new Set(['canary', 'end-canary', 'enable', 'disable', 'pin']);

function needBrand(values) {
  if (!values.brand) throw new Error('give the brand: --brand <id>');
  return values.brand;
}

/** The request one command makes: [path, body]; null for status (a read). */
export function requestOf(positionals, values, env = process.env) {
  const [command, name, version] = positionals;
  if (command === 'status') return null;
  if (!COMMAND_HELP[command]) throw new Error(`unknown command ${command}\n${USAGE}`);
  const remote = remoteOf(name, command);
  const reason = values.reason ? { reason: values.reason } : {};
  const federationName = remote.federationName;
  switch (command) {
    case 'publish': {
      const v = values.version ?? packageVersion(remote);
      const manifestUrl = values['manifest-url'] ?? remoteEntry(remote, v, env).manifestUrl;
      return [
        REGISTRY_PATHS.publish,
        { remote: federationName, version: v, manifestUrl, ...reason },
      ];
    }
    case 'rollback':
      return [
        REGISTRY_PATHS.rollback,
        { remote: federationName, ...(values.to ? { to: values.to } : {}), ...reason },
      ];
    case 'canary': {
      if (!version) throw new Error('canary needs a version: canary <remote> <version> …');
      const body = { remote: federationName, version, ...rulesOf(values), ...reason };
      if (values.brands) body.brandIds = values.brands.split(',').map((id) => id.trim());
      else if (values.share) {
        body.share = { brandId: needBrand(values), percent: shareOf(values.share) };
      } else throw new Error('canary needs --brands a,b or --share <percent> --brand <id>');
      return [REGISTRY_PATHS.startCanary, body];
    }
    case 'promote':
      return [REGISTRY_PATHS.promoteCanary, { remote: federationName, ...reason }];
    case 'end-canary':
      return [REGISTRY_PATHS.endCanary, { remote: federationName, ...reason }];
    case 'enable':
    case 'disable':
      return [
        REGISTRY_PATHS.setBrandRemote,
        {
          brandId: needBrand(values),
          remote: federationName,
          enabled: command === 'enable',
          ...reason,
        },
      ];
    case 'pin': {
      if (!version) throw new Error('pin needs a version, or "stable" to follow the stable one');
      return [
        REGISTRY_PATHS.setBrandRemote,
        {
          brandId: needBrand(values),
          remote: federationName,
          pinnedVersion: version === 'stable' ? null : version,
          ...reason,
        },
      ];
    }
    default:
      throw new Error(USAGE);
  }
}

/** Runs one command; answers the exit code. `print`/`printError` default to the console. */
export async function runCli(
  argv,
  { env = process.env, print = console.log, printError = console.error } = {},
) {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        'manifest-url': { type: 'string' },
        to: { type: 'string' },
        brands: { type: 'string' },
        brand: { type: 'string' },
        share: { type: 'string' },
        reason: { type: 'string' },
        'max-error-margin': { type: 'string' },
        'min-sessions': { type: 'string' },
        'promote-after': { type: 'string' },
        json: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command] = positionals;
    if (!command || command === 'help' || values.help) {
      print(helpText(command === 'help' ? positionals[1] : command));
      return command || values.help ? 0 : 1;
    }
    const request = requestOf(positionals, values, env);
    const settings = clientSettings(env, { brandCommand: BRAND_COMMANDS.has(command) && command });
    if (values['dry-run']) {
      const [path, body] = request ?? [REGISTRY_PATHS.status, undefined];
      const plan = { method: request ? 'POST' : 'GET', url: `${settings.apiUrl}${path}`, body };
      print(
        values.json
          ? JSON.stringify(plan, null, 2)
          : `would ${plan.method} ${plan.url}${body ? `\n  ${JSON.stringify(body)}` : ''}\n  as ${settings.actor}`,
      );
      return 0;
    }
    const client = await connect(settings);
    if (!request) {
      const status = await client.get(REGISTRY_PATHS.status);
      const { canaries } = await client.get(REGISTRY_PATHS.canaryHealth);
      print(
        values.json
          ? JSON.stringify({ ...status, canaries }, null, 2)
          : `${describeStatus(status)}${describeCanaries(canaries)}`,
      );
      return 0;
    }
    const answer = await client.post(...request);
    print(values.json ? JSON.stringify(answer, null, 2) : describeChange(answer));
    return 0;
  } catch (error) {
    printError(describeError(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCli(process.argv.slice(2));
}
