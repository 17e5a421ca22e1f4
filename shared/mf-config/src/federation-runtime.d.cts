// Types of federation-runtime.cjs for its TypeScript tests (the preset itself is plain CommonJS).
import type { Compiler } from 'webpack';

export const RUNTIME_GLOBAL: string;
export function federationRuntimeVersion(): string;
export function federationExperiments(
  isRemote: boolean,
): { externalRuntime: true } | { provideExternalRuntime: true };
export function standaloneRuntimeSource(): string;
export function providedRuntimeAlias(): Record<string, string>;
export class StandaloneRuntimePlugin {
  constructor(options: { isDev: boolean });
  apply(compiler: Compiler): void;
}
