// Types of contract.cjs for its TypeScript test (the preset itself is plain CommonJS).
import type { RemoteContract, RemoteRoutesData } from '@klubb/contracts';

export interface HostContract {
  supportedContracts: number[];
  shared: Array<{ name: string; version: string }>;
  federationRuntime: { provided: boolean; version: string };
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
}): RemoteContract;
export function hostContract(
  shared: Record<string, SharedEntry>,
  options?: { providesRuntime?: boolean; runtimeVersion?: string },
): HostContract;
export function readsExternalRuntime(entry: Buffer | string): boolean;
export function writeRemoteContract(input: {
  outDir: string;
  routesData: RemoteRoutesData;
}): string;
export function writeHostContract(input: {
  outDir: string;
  shared: Record<string, SharedEntry>;
  providesRuntime?: boolean;
}): string;
