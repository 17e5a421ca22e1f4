import type { AuditEntry, Operator, OperatorBrand } from '@klubb/contracts';

/** The seeded operators as GET /v1/ops/me answers for them (REGISTRY-DESIGN: seed). */
export const BRAND_OPERATOR: Operator = {
  uid: 'op-klubb',
  email: 'ops.klubb@klubb.example',
  role: 'brand',
  brandId: 'klubb',
  brands: [{ id: 'klubb', name: 'Klubb', appUrl: 'http://localhost:3000' }],
};

export const PLATFORM_OPERATOR: Operator = {
  uid: 'op-platform',
  email: 'platform@klubb.example',
  role: 'platform',
  brandId: null,
  brands: [
    { id: 'klubb', name: 'Klubb', appUrl: 'http://localhost:3000' },
    { id: 'klubb-norge', name: 'Klubb Norge', appUrl: 'http://nordic.localhost:3000' },
  ],
};

const published = (remote: 'mf_feeds' | 'mf_commerce', version: string) => ({
  remote,
  version,
  manifestUrl: `http://localhost:3002/${version}/mf-manifest.json`,
  publishedBy: 'platform@klubb.example',
  publishedAt: '2026-11-20T10:00:00.000Z',
});

/** Brand A as GET /v1/ops/brand answers: mf-feeds with two versions, mf-commerce on. */
export function brandA(changes: { commerceEnabled?: boolean } = {}): OperatorBrand {
  return {
    brand: {
      id: 'klubb',
      name: 'Klubb',
      appUrl: 'http://localhost:3000',
      flags: {
        showEditorial: true,
        showBenefit: true,
        showLive: true,
        showRestaurants: true,
        showBrandRoleName: false,
      },
    },
    remotes: [
      {
        remote: 'mf_feeds',
        enabled: true,
        version: '0.1.0',
        pinnedVersion: null,
        stableVersion: '0.1.0',
        canary: null,
      },
      {
        remote: 'mf_commerce',
        enabled: changes.commerceEnabled ?? true,
        version: '0.1.0',
        pinnedVersion: null,
        stableVersion: '0.1.0',
        canary: null,
      },
    ],
    versions: {
      mf_feeds: [published('mf_feeds', '0.2.0'), published('mf_feeds', '0.1.0')],
      mf_commerce: [published('mf_commerce', '0.1.0')],
    },
  };
}

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'audit-1',
  at: '2026-11-26T21:00:00.000Z',
  operatorUid: 'op-klubb',
  operatorEmail: 'ops.klubb@klubb.example',
  brandId: 'klubb',
  action: 'set-brand-remote',
  target: 'mf_commerce',
  before: { enabled: true },
  after: { enabled: false },
  ...overrides,
});
