// Types of shared.cjs for the preset's TypeScript tests.
import type { SharedEntry } from './contract.cjs';

export const THIRD_PARTY_SINGLETONS: string[];
export const WORKSPACE_SINGLETONS: string[];
export function createShared(
  appDir: string,
  options?: { remote?: boolean },
): Record<string, SharedEntry>;
export const ROUTER_KEYS: string[];
export const ROUTER_PROVIDED: string;
export const ROUTER_PROVIDED_FILE: string;
export function routerAlias(appDir: string): Record<string, string>;
export function routerProvidedNames(source?: string): string[];
