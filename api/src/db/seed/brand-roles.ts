import type { brandRoles } from '../schema';

type NewRole = typeof brandRoles.$inferInsert;

/**
 * The brands' roles. Brand A's set-up asks for a bank card (spec §3 "Bank card options"): the
 * first six digits choose the role; brand B's asks for a six-digit referral code.
 */
export const SEED_BRAND_ROLES: NewRole[] = [
  { id: 'klubb-role-member', brandId: 'klubb', name: 'Medlem', isDefault: true, sortOrder: 0 },
  {
    id: 'klubb-role-bankkort',
    brandId: 'klubb',
    name: 'Bankkort',
    referralCode: '522660',
    sortOrder: 1,
  },
  {
    id: 'klubb-role-allkort',
    brandId: 'klubb',
    name: 'Allkort',
    referralCode: '522661',
    sortOrder: 2,
  },
  {
    id: 'klubb-role-platinum',
    brandId: 'klubb',
    name: 'Platinumkort',
    referralCode: '521358',
    sortOrder: 3,
  },
  {
    id: 'norge-role-member',
    brandId: 'klubb-norge',
    name: 'Medlem',
    referralCode: '100200',
    isDefault: true,
  },
  {
    id: 'norge-role-gold',
    brandId: 'klubb-norge',
    name: 'Gullmedlem',
    referralCode: '300400',
    sortOrder: 1,
  },
];
