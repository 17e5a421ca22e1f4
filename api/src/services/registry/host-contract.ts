import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import { z } from 'zod';

import { API_ROOT } from '../../config';
import { ApiError } from '../../http/api-error';
import { fetchWithin } from '../../http/fetch-within';

/** What the live host supports and provides (host/dist/host-contract.json, written by its build). */
export const hostContractSchema = z.object({
  supportedContracts: z.array(z.number().int()),
  /** `exports`: a package the host provides in part (the router, ADR 016) and the names it has. */
  shared: z.array(
    z.object({ name: z.string(), version: z.string(), exports: z.array(z.string()).optional() }),
  ),
  /** Whether the host provides the federation runtime to externalRuntime remotes (ADR 014). */
  federationRuntime: z
    .object({
      provided: z.boolean(),
      version: z.string(),
      /** Whether it provides its bundler runtime too (ADR 014, decision 4, step 8). */
      bundlerRuntime: z.boolean().optional(),
    })
    .optional(),
});
export type HostContract = z.infer<typeof hostContractSchema>;

export type HostContractSource = { url: string } | { file: string };

export const DEFAULT_HOST_CONTRACT_FILE = resolve(API_ROOT, '../host/dist/host-contract.json');

/** KLUBB_HOST_CONTRACT_URL (the live host's, in production), else a file (local builds). */
export function hostContractSource(env = process.env): HostContractSource {
  if (env.KLUBB_HOST_CONTRACT_URL) return { url: env.KLUBB_HOST_CONTRACT_URL };
  return { file: env.KLUBB_HOST_CONTRACT_FILE ?? DEFAULT_HOST_CONTRACT_FILE };
}

const HOST_CONTRACT_TIMEOUT_MS = 5_000;

/**
 * Reads the live host's contract afresh for every check (a host deploy changes it). Without it
 * nothing can be judged: 503 `registry/host-contract-unavailable`, not a refusal of the remote.
 */
export async function readHostContract(source: HostContractSource): Promise<HostContract> {
  const where = 'url' in source ? source.url : source.file;
  try {
    const text =
      'url' in source
        ? await fetchWithin(source.url, {}, HOST_CONTRACT_TIMEOUT_MS, (response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.text();
          })
        : await readFile(source.file, 'utf8');
    return hostContractSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new ApiError(
      503,
      'registry/host-contract-unavailable',
      `The live host's contract (${where}) could not be read: ${(error as Error).message.slice(0, 200)}`,
    );
  }
}
