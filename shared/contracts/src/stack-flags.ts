import type { BrandConfig } from './brand';

/**
 * The stacks a brand's feature flag switches (spec §2: the editorial, benefit and live stacks are
 * shown only if showEditorial, showBenefit or showLive is on), by their first path segment.
 */
export const STACK_FLAGS = {
  editorial: 'showEditorial',
  benefit: 'showBenefit',
  live: 'showLive',
} as const satisfies Record<string, keyof BrandConfig>;

type FlagConfig = Pick<BrandConfig, (typeof STACK_FLAGS)[keyof typeof STACK_FLAGS]>;

/** Whether the stack a path belongs to is on for the brand (a stack without a flag always is). */
export function isStackOn(path: string, config: FlagConfig): boolean {
  const first = path.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  const flag = (STACK_FLAGS as Record<string, keyof FlagConfig | undefined>)[first];
  return flag ? config[flag] : true;
}
