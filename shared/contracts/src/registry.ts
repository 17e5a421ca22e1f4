import { z } from 'zod';

import { remoteNameSchema, type RemoteName } from './brand';
import { lazySchema } from './lazy-schema';
import { canaryRulesSchema } from './registry-health';
import { SLOT_NAMES } from './remote';

/** The remote registry (issue 15, ADR 011): versions, per brand what is live, canaries, operators. */

/**
 * The remote-module contract a remote declares it was built against (ADR 015): 2, `./module`
 * exports `register(runtime)` and reads its instances from the host's runtime object. Contract 1
 * (a bare `remoteModule` reading the SDK and session store as shared module globals) is no longer
 * loaded (ADR 021).
 */
export const REMOTE_CONTRACT_VERSION = 2;

/** The contracts a host built from this code can load: 2 only (ADR 021 dropped contract 1). */
export const HOST_SUPPORTED_CONTRACTS: ReadonlyArray<number> = [2];

const semverSchema = lazySchema(() =>
  z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'a semantic version'),
);

/** A route a remote owns, as data: the host routes with it before any remote module loads. */
export const registryRouteSchema = lazySchema(() =>
  z.object({
    path: z.string().startsWith('/').max(200),
    section: z.enum(['auth', 'setUp', 'content']),
    flag: z.enum(['showEditorial', 'showBenefit', 'showLive', 'showRestaurants']).optional(),
  }),
);
export type RegistryRoute = z.infer<typeof registryRouteSchema>;

/** What a remote version declares (its build writes it as `klubb-contract.json` beside the manifest). */
export const remoteContractSchema = lazySchema(() =>
  z.object({
    contractVersion: z.number().int().min(1),
    routes: z.array(registryRouteSchema).max(100),
    slots: z.array(z.enum(SLOT_NAMES)).max(20),
    /**
     * Shared packages and the ranges the remote requires, from its mf-manifest.json. `imports`:
     * the names the remote's code takes from a package the host provides in part (the router, ADR
     * 016), `*` for the whole namespace; absent in contracts written before it (not checked).
     */
    shared: z.array(
      z.object({
        name: z.string().max(200),
        requiredVersion: z.string().max(100),
        singleton: z.boolean(),
        imports: z.array(z.string().max(100)).max(500).optional(),
      }),
    ),
    remoteEntryBytes: z.number().int().min(0),
    /**
     * The federation runtime (ADR 014): `external` when the remoteEntry reads
     * @module-federation/runtime-core from the host instead of carrying its own, so it runs only in
     * a host that provides one; `version` is the runtime-core it was built with. Absent in contracts
     * written before it (their entries carry their own runtime).
     */
    federationRuntime: z.object({ external: z.boolean(), version: semverSchema }).optional(),
  }),
);
export type RemoteContract = z.infer<typeof remoteContractSchema>;

export const remoteVersionSchema = lazySchema(() =>
  z.object({
    remote: remoteNameSchema,
    version: semverSchema,
    manifestUrl: z.string().url(),
    contract: remoteContractSchema,
    publishedBy: z.string(),
    publishedAt: z.string(),
  }),
);
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;

/** A canary: a version for a list of brands, or for a share (1–99 %) of one brand's sessions. */
export const canarySchema = lazySchema(() =>
  z.object({
    remote: remoteNameSchema,
    version: semverSchema,
    brandIds: z.array(z.string()).optional(),
    share: z.object({ brandId: z.string(), percent: z.number().int().min(1).max(99) }).optional(),
    startedBy: z.string(),
    startedAt: z.string(),
    rules: canaryRulesSchema.optional(), // ADR 024; absent in older answers
  }),
);
export type Canary = z.infer<typeof canarySchema>;

/**
 * GET /v1/get/remotes — the host's per-brand remotes document (brand from the app URL, as every
 * public call). Only switched-on remotes; cacheable for a short time. `canary`, when present, is
 * the version a share of this brand's sessions loads instead (the host picks by a stable hash of
 * its session id, so a session stays on one side).
 */
const documentEntrySchema = lazySchema(() =>
  z.object({
    name: remoteNameSchema,
    version: z.string(),
    manifestUrl: z.string(),
    routes: z.array(registryRouteSchema),
    slots: z.array(z.enum(SLOT_NAMES)),
  }),
);
export const brandRemotesDocumentSchema = lazySchema(() =>
  z.object({
    remotes: z.array(
      documentEntrySchema.extend({
        canary: documentEntrySchema
          .omit({ name: true })
          .extend({ percent: z.number().int() })
          .optional(),
      }),
    ),
  }),
);
export type BrandRemotesDocument = z.infer<typeof brandRemotesDocumentSchema>;

/** Operators sign in through the identity provider in this tenant, never a brand's. */
export const OPERATORS_TENANT_ID = 'operators';

/**
 * A brand operator manages their brand; a platform operator manages every brand and publishes;
 * door staff (issue 37) scan their brand's tickets at the door and see nothing else.
 */
export const operatorSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    email: z.string(),
    role: z.enum(['brand', 'platform', 'door']),
    /** The brand a brand operator or door staff works for; null for a platform operator. */
    brandId: z.string().nullable(),
    brands: z.array(z.object({ id: z.string(), name: z.string(), appUrl: z.string() })),
  }),
);
export type Operator = z.infer<typeof operatorSchema>;

/** The brand flags an operator switches. */
export const brandFlagsSchema = lazySchema(() =>
  z.object({
    showEditorial: z.boolean(),
    showBenefit: z.boolean(),
    showLive: z.boolean(),
    showRestaurants: z.boolean(),
    showBrandRoleName: z.boolean(),
  }),
);
export type BrandFlags = z.infer<typeof brandFlagsSchema>;

export const brandRemoteStateSchema = lazySchema(() =>
  z.object({
    remote: remoteNameSchema,
    enabled: z.boolean(),
    /** The version this brand loads (pinned, else the stable one); null when none is published. */
    version: z.string().nullable(),
    pinnedVersion: z.string().nullable(),
    stableVersion: z.string().nullable(),
    canary: canarySchema.nullable(),
  }),
);
export type BrandRemoteState = z.infer<typeof brandRemoteStateSchema>;

/** GET /v1/ops/brand?brandId= — one brand as its operator sees it. */
export const operatorBrandSchema = lazySchema(() =>
  z.object({
    brand: z.object({
      id: z.string(),
      name: z.string(),
      appUrl: z.string(),
      flags: brandFlagsSchema,
    }),
    remotes: z.array(brandRemoteStateSchema),
    /** Published versions per remote, newest first. */
    versions: z.record(z.string(), z.array(remoteVersionSchema.omit({ contract: true }))),
  }),
);
export type OperatorBrand = z.infer<typeof operatorBrandSchema>;

/** Remotes a brand cannot run without: switching one off is refused (mf-auth: no sign-in). */
export const REQUIRED_REMOTES: ReadonlyArray<RemoteName> = ['mf_auth'];

/** The optional reason an operator gives for a change; written to the audit entry. */
const reasonSchema = lazySchema(() => z.string().trim().max(500).optional());

// Request bodies (every one validated by the API; each change is audited and needs a fresh session).
export const setBrandRemoteBodySchema = lazySchema(() =>
  z.object({
    brandId: z.string().min(1).max(100),
    remote: remoteNameSchema,
    enabled: z.boolean().optional(),
    /** A published version to pin, or null to follow the stable one. */
    pinnedVersion: semverSchema.nullable().optional(),
    reason: reasonSchema,
  }),
);
export const setBrandFlagsBodySchema = lazySchema(() =>
  z.object({
    brandId: z.string().min(1).max(100),
    flags: brandFlagsSchema.partial(),
    reason: reasonSchema,
  }),
);
export const publishBodySchema = lazySchema(() =>
  z.object({
    remote: remoteNameSchema,
    version: semverSchema,
    manifestUrl: z.string().url().max(2048),
    reason: reasonSchema,
  }),
);
export const rollbackBodySchema = lazySchema(() =>
  z.object({
    remote: remoteNameSchema,
    /** The version to go back to; the previous stable one when absent. */
    to: semverSchema.optional(),
    reason: reasonSchema,
  }),
);
export const startCanaryBodySchema = lazySchema(() =>
  z
    .object({
      remote: remoteNameSchema,
      version: semverSchema,
      brandIds: z.array(z.string().min(1).max(100)).min(1).max(100).optional(),
      share: z
        .object({ brandId: z.string().min(1).max(100), percent: z.number().int().min(1).max(99) })
        .optional(),
      rules: canaryRulesSchema.partial().optional(), // unset ones: DEFAULT_CANARY_RULES
      reason: reasonSchema,
    })
    .refine((body) => (body.brandIds === undefined) !== (body.share === undefined), {
      message: 'either brandIds or share',
    }),
);
export const remoteOnlyBodySchema = lazySchema(() =>
  z.object({ remote: remoteNameSchema, reason: reasonSchema }),
);

/** The registry's paths: the public document, and the operators' API (bearer operator ID token). */
export const REGISTRY_PATHS = {
  brandRemotes: '/v1/get/remotes',
  me: '/v1/ops/me',
  brand: '/v1/ops/brand',
  status: '/v1/ops/status',
  audit: '/v1/ops/audit',
  setBrandRemote: '/v1/ops/set/brand/remote',
  setBrandFlags: '/v1/ops/set/brand/flags',
  publish: '/v1/ops/publish',
  rollback: '/v1/ops/rollback',
  startCanary: '/v1/ops/canary/start',
  promoteCanary: '/v1/ops/canary/promote',
  endCanary: '/v1/ops/canary/end',
  tokens: '/v1/ops/tokens', // machine tokens (ADR 018): GET lists, POST creates
  revokeToken: '/v1/ops/tokens/revoke',
} as const;

/** How old an operator's sign-in may be for a change (a fresh session): 5 minutes. */
export const OPERATOR_FRESH_SESSION_SECONDS = 300;

/** GET /v1/ops/status — every brand the operator manages × remotes × versions. */
export const registryStatusSchema = lazySchema(() =>
  z.object({
    brands: z.array(
      z.object({ id: z.string(), name: z.string(), remotes: z.array(brandRemoteStateSchema) }),
    ),
    /** Published versions per remote, newest first (absent in older answers). */
    versions: z.record(z.string(), z.array(z.string())).optional(),
  }),
);
export type RegistryStatus = z.infer<typeof registryStatusSchema>;

/** Who wrote an audit entry: an operator, a machine token, or the registry on its own (a canary rule). */
export const AUDIT_ACTORS = ['operator', 'token', 'automatic'] as const;
export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    operatorUid: z.string(),
    operatorEmail: z.string(),
    brandId: z.string().nullable(),
    action: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    /** Why, in the operator's words (optional on every change); absent in older answers. */
    reason: z.string().nullable().optional(),
    /** Who acted: a person, a CI token (its name in operatorEmail), or the registry itself. */
    actor: z.enum(AUDIT_ACTORS).optional(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET /v1/ops/audit?brandId=&before=&remote=&operator=&action= — newest first, 100 a page
 * (`before`: an entry's id); a brand's entries include the changes made for every brand.
 */
export const auditListSchema = lazySchema(() => z.object({ entries: z.array(auditEntrySchema) }));
