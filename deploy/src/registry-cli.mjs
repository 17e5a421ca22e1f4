// The remote registry from a terminal (issue 15, ADR 011): `npm run deploy -- <command>`.
//
//   publish  <remote> [--version x.y.z] [--manifest-url URL]   record a checked version
//   rollback <remote> [--to x.y.z]                             stable back (ends a canary)
//   canary   <remote> <version> --brands a,b | --share 10 --brand b
//   promote  <remote>                                          the canary becomes stable
//   end-canary <remote>
//   enable|disable <remote> --brand <id>
//   pin <remote> <version|stable> --brand <id>
//   status                                                     brands × remotes × versions
//
// Env: KLUBB_API_URL (default http://localhost:4000), KLUBB_OPERATOR_EMAIL/PASSWORD (a platform
// operator; the seeded one by default against a local API), KLUBB_REMOTE_<NAME>_URL as in
// write-remotes.mjs for the default manifest URL. Each command prints what changed.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import {
  REGISTRY_PATHS,
  clientSettings,
  connect,
  describeChange,
  describeError,
  describeStatus,
} from './registry-client.mjs';
import { findRemote, packageVersion } from './topology.mjs';
import { remoteEntry } from './write-remotes.mjs';

const USAGE =
  'usage: deploy <publish|rollback|canary|promote|end-canary|enable|disable|pin|status> …';

function remoteOf(name) {
  const remote = name && findRemote(name);
  if (!remote) throw new Error(`unknown remote ${name ?? '(none)'}`);
  return remote;
}

function needBrand(values) {
  if (!values.brand) throw new Error('give the brand: --brand <id>');
  return values.brand;
}

/** The request one command makes: [path, body]; null for status (a read). */
export function requestOf(positionals, values, env = process.env) {
  const [command, name, version] = positionals;
  if (command === 'status') return null;
  const remote = remoteOf(name);
  const federationName = remote.federationName;
  switch (command) {
    case 'publish': {
      const v = values.version ?? packageVersion(remote);
      const manifestUrl = values['manifest-url'] ?? remoteEntry(remote, v, env).manifestUrl;
      return [REGISTRY_PATHS.publish, { remote: federationName, version: v, manifestUrl }];
    }
    case 'rollback':
      return [
        REGISTRY_PATHS.rollback,
        { remote: federationName, ...(values.to ? { to: values.to } : {}) },
      ];
    case 'canary': {
      if (!version) throw new Error('canary needs a version: canary <remote> <version> …');
      const body = { remote: federationName, version };
      if (values.brands) body.brandIds = values.brands.split(',').map((id) => id.trim());
      else if (values.share) {
        body.share = { brandId: needBrand(values), percent: Number(values.share) };
      } else throw new Error('canary needs --brands a,b or --share <percent> --brand <id>');
      return [REGISTRY_PATHS.startCanary, body];
    }
    case 'promote':
      return [REGISTRY_PATHS.promoteCanary, { remote: federationName }];
    case 'end-canary':
      return [REGISTRY_PATHS.endCanary, { remote: federationName }];
    case 'enable':
    case 'disable':
      return [
        REGISTRY_PATHS.setBrandRemote,
        { brandId: needBrand(values), remote: federationName, enabled: command === 'enable' },
      ];
    case 'pin': {
      if (!version) throw new Error('pin needs a version, or "stable" to follow the stable one');
      return [
        REGISTRY_PATHS.setBrandRemote,
        {
          brandId: needBrand(values),
          remote: federationName,
          pinnedVersion: version === 'stable' ? null : version,
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
      },
    });
    if (!positionals[0]) throw new Error(USAGE);
    const request = requestOf(positionals, values, env);
    const client = await connect(clientSettings(env));
    if (!request) {
      print(describeStatus(await client.get(REGISTRY_PATHS.status)));
      return 0;
    }
    print(describeChange(await client.post(...request)));
    return 0;
  } catch (error) {
    printError(describeError(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCli(process.argv.slice(2));
}
