// The registry's API as the deploy CLI calls it (api/README.md "Remote registry"): an operator
// signs in through the identity provider in the operators' tenant, then each command is one
// request with that ID token. Plain fetch: the CLI runs with no workspace package built.

export const OPERATORS_TENANT_ID = 'operators';
export const DEFAULT_API_URL = 'http://localhost:4000';
/** The seeded platform operator (api/README.md): the default only against a local API. */
export const LOCAL_OPERATOR = { email: 'platform@klubb.example', password: 'Operator-2026!' };

export const REGISTRY_PATHS = {
  status: '/v1/ops/status',
  setBrandRemote: '/v1/ops/set/brand/remote',
  publish: '/v1/ops/publish',
  rollback: '/v1/ops/rollback',
  startCanary: '/v1/ops/canary/start',
  promoteCanary: '/v1/ops/canary/promote',
  endCanary: '/v1/ops/canary/end',
  canaryHealth: '/v1/ops/canary/health',
};

const isLocal = (url) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/** An error the CLI prints as it is (the API's record, with a refusal's reasons). */
export class RegistryError extends Error {
  constructor(record) {
    super(`${record.code ?? 'error'}: ${record.message ?? 'failed'}`);
    this.record = record;
  }
}

/**
 * Where to call and as whom, from the environment. `brandCommand`: the command changes a brand,
 * so it acts as the person at the terminal: the seeded platform operator is never its default.
 */
export function clientSettings(env = process.env, { brandCommand = false } = {}) {
  const apiUrl = (env.KLUBB_API_URL || DEFAULT_API_URL).replace(/\/+$/, '');
  // A remote team's CI: a machine token, never a person's password (ADR 018).
  if (env.KLUBB_REGISTRY_TOKEN) {
    return { apiUrl, token: env.KLUBB_REGISTRY_TOKEN, actor: 'the token in KLUBB_REGISTRY_TOKEN' };
  }
  if (brandCommand && !env.KLUBB_OPERATOR_EMAIL) {
    throw new Error(
      `${brandCommand} changes a brand and acts as you: set KLUBB_OPERATOR_EMAIL and KLUBB_OPERATOR_PASSWORD ` +
        '(a brand operator changes their own brand only; the seeded operators are in api/README.md)',
    );
  }
  const email = env.KLUBB_OPERATOR_EMAIL || (isLocal(apiUrl) ? LOCAL_OPERATOR.email : undefined);
  const password =
    env.KLUBB_OPERATOR_PASSWORD || (isLocal(apiUrl) ? LOCAL_OPERATOR.password : undefined);
  if (!email || !password) {
    throw new Error('set KLUBB_OPERATOR_EMAIL and KLUBB_OPERATOR_PASSWORD (a platform operator)');
  }
  // The identity stand-in lives in the local API under Google's host name; production: Google.
  const identityUrl = (
    env.KLUBB_IDENTITY_URL ||
    (isLocal(apiUrl)
      ? `${apiUrl}/identitytoolkit.googleapis.com`
      : 'https://identitytoolkit.googleapis.com')
  ).replace(/\/+$/, '');
  const actor = env.KLUBB_OPERATOR_EMAIL
    ? email
    : `${email} (the seeded local platform operator: set KLUBB_OPERATOR_EMAIL and KLUBB_OPERATOR_PASSWORD to act as yourself)`;
  return {
    apiUrl,
    identityUrl,
    apiKey: env.KLUBB_IDENTITY_API_KEY || 'local',
    email,
    password,
    actor,
  };
}

/** fetch, with a network failure said with the address it could not reach. */
async function reach(url, init, what) {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? 'failed';
    throw new RegistryError({
      code: 'unreachable',
      message: `cannot reach ${what} at ${new URL(url).origin} (${cause}); is it running? (KLUBB_API_URL)`,
    });
  }
}

async function readJson(response) {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { status: response.status, code: 'not-json', message: text.slice(0, 200) };
  }
}

/** Signs in and answers a client whose `get`/`post` send the operator's fresh ID token. */
export async function connect(settings) {
  if (settings.token) return client(settings, settings.token);
  const signIn = await reach(
    `${settings.identityUrl}/v1/accounts:signInWithPassword?key=${encodeURIComponent(settings.apiKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: settings.email,
        password: settings.password,
        tenantId: OPERATORS_TENANT_ID,
        returnSecureToken: true,
      }),
    },
    'the identity provider',
  );
  const session = await readJson(signIn);
  if (!signIn.ok) {
    throw new RegistryError({
      code: 'sign-in-failed',
      message: session?.error?.message ?? `HTTP ${signIn.status}`,
    });
  }
  return client(settings, session.idToken);
}

/** `get`/`post` with a bearer credential (an operator's ID token, or a CI token). */
function client(settings, bearer) {
  const call = async (method, path, body) => {
    const response = await reach(
      `${settings.apiUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      'the API',
    );
    const answer = await readJson(response);
    if (!response.ok) throw new RegistryError(answer ?? { code: `HTTP ${response.status}` });
    return answer;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
  };
}

const show = (value) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** What one change did, from its audit entry: the action, the target, before → after. */
export function describeChange(entry) {
  const where = entry.brandId ? ` (brand ${entry.brandId})` : '';
  return [
    `${entry.action} ${entry.target}${where} by ${entry.operatorEmail}`,
    ...(entry.reason ? [`  reason: ${entry.reason}`] : []),
    `  before: ${show(entry.before)}`,
    `  after:  ${show(entry.after)}`,
  ].join('\n');
}

/** The status as a table: one line per brand × remote. */
export function describeStatus(status) {
  const rows = [['brand', 'remote', 'on', 'version', 'pinned', 'stable', 'canary']];
  for (const brand of status.brands) {
    for (const remote of brand.remotes) {
      const canary = remote.canary
        ? `${remote.canary.version} ${remote.canary.share ? `${remote.canary.share.percent}%` : 'listed'}`
        : '';
      rows.push([
        brand.id,
        remote.remote,
        remote.enabled ? 'on' : 'off',
        remote.version ?? '',
        remote.pinnedVersion ?? '',
        remote.stableVersion ?? '',
        canary,
      ]);
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const table = rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
  const published = Object.entries(status.versions ?? {}).map(
    ([remote, versions]) => `  ${remote}: ${versions.length ? versions.join(', ') : '—'}`,
  );
  return published.length
    ? `${table}\n\npublished (newest first):\n${published.join('\n')}`
    : table;
}

const percent = (numbers) => `${numbers.errorRate} %`;

/** Each running canary's numbers beside the stable version's, and its rules (ADR 024). */
export function describeCanaries(canaries = []) {
  if (!canaries.length) return '';
  const lines = canaries.map(({ remote, canary, stable, rules }) =>
    [
      `  ${remote} ${canary.version} against stable ${stable.version ?? '—'}:`,
      `    sessions ${canary.sessions} / ${stable.sessions}, errors per 100 sessions ${percent(canary)} / ${percent(stable)},`,
      `    load failures ${canary.loadFailures} / ${stable.loadFailures}, errors on its pages ${canary.boundaryErrors} / ${stable.boundaryErrors}, uncaught ${canary.uncaughtErrors} / ${stable.uncaughtErrors}, server errors ${canary.apiErrors} / ${stable.apiErrors}`,
      `    rules: rolled back above stable + ${rules.maxErrorRateMargin} points from ${rules.minSessions} sessions; ` +
        (rules.promoteAfterMinutes === null
          ? 'never promoted by itself'
          : `promoted by itself after ${rules.promoteAfterMinutes} minutes`),
    ].join('\n'),
  );
  return `\n\nrunning canaries (canary / stable, since it started):\n${lines.join('\n')}`;
}

/** A refusal or another error record, as lines for the terminal. */
export function describeError(error) {
  if (!(error instanceof RegistryError)) return `error: ${error.message}`;
  if (error.record.code === 'unreachable') return `error: ${error.record.message}`;
  const lines = [`refused: ${error.message}`];
  for (const reason of error.record.reasons ?? [])
    lines.push(`  - ${reason.rule}: ${reason.detail}`);
  return lines.join('\n');
}
