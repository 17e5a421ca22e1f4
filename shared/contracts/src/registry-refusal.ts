import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** Why a publish or a promotion was refused: one entry per failed rule. */
export const contractRefusalSchema = lazySchema(() =>
  z.object({
    status: z.literal(422),
    code: z.literal('registry/contract-refused'),
    message: z.string(),
    reasons: z.array(
      z.object({
        rule: z.enum([
          'shared-range',
          'contract-version',
          'route-collision',
          'entry-size',
          'manifest',
          'module',
          'origin',
          'federation-runtime',
          'shared-exports',
        ]),
        detail: z.string(),
      }),
    ),
  }),
);
export type ContractRefusal = z.infer<typeof contractRefusalSchema>;
