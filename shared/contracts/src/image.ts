import { z } from 'zod';

import { lazySchema } from './lazy-schema';

const imageSizeSchema = lazySchema(() =>
  z.object({ width: z.number().int().positive(), url: z.string() }),
);

/** A picture in the sizes the client chooses from (jpeg and webp), with its description. */
export const imageOptionsSchema = lazySchema(() =>
  z.object({
    jpeg: z.array(imageSizeSchema).min(1),
    webp: z.array(imageSizeSchema),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    imageDescription: z.string().nullable(),
  }),
);
export type ImageOptions = z.infer<typeof imageOptionsSchema>;
