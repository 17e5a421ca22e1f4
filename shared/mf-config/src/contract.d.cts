// Types of contract.cjs for its TypeScript test (the preset itself is plain CommonJS).
import type { RemoteContract, RemoteRoutesData } from '@klubb/contracts';

export interface HostContract {
  supportedContracts: number[];
  shared: Array<{ name: string; version: string; exports?: string[] }>;
  federationRuntime: { provided: boolean; version: string; bundlerRuntime?: boolean };
}
export interface SharedEntry {
  singleton?: boolean;
  version: string;
  requiredVersion?: string;
  /** The module provided under the key instead of the package (the host's router, ADR 016). */
  import?: string;
}
export interface ManifestLike {
  shared?: Array<{ name: string; requiredVersion?: string; singleton?: boolean }>;
  metaData?: { remoteEntry?: { name?: string } };
}

export const CONTRACT_VERSION: number;
export const SUPPORTED_CONTRACTS: number[];
export const HOST_CONTRACT_FILE: string;
export const REMOTE_CONTRACT_FILE: string;
export function gzipBytes(buffer: Buffer): number;
export function remoteContract(input: {
  routesData: RemoteRoutesData;
  manifest: ManifestLike;
  remoteEntryBytes: number;
  externalRuntime?: boolean;
  runtimeVersion?: string;
  imports?: Record<string, string[]>;
}): RemoteContract;
/** The part of a webpack compilation sharedImports reads. */
export interface CompilationLike {
  modules: Iterable<{ type?: string; options?: { shareKey?: string } }>;
  moduleGraph: {
    getIncomingConnections(module: unknown): Iterable<{
      originModule?: { resource?: string } | null;
      dependency?: {
        getReferencedExports?(
          graph: unknown,
          runtime: unknown,
        ): Array<string[] | { name: string[] }>;
      } | null;
    }>;
  };
}
export function sharedImports(
  compilation: CompilationLike,
  keys: string[],
): Record<string, string[]>;
export function hostContract(
  shared: Record<string, SharedEntry>,
  options?: { providesRuntime?: boolean; runtimeVersion?: string },
): HostContract;
export function readsExternalRuntime(entry: Buffer | string): boolean;
export function writeRemoteContract(input: {
  outDir: string;
  routesData: RemoteRoutesData;
  imports?: Record<string, string[]>;
}): string;
export function writeHostContract(input: {
  outDir: string;
  shared: Record<string, SharedEntry>;
  providesRuntime?: boolean;
}): string;
