import type { StoredImage } from '../schema';

/** The committed pictures in api/media: puff-01 … puff-12, each 800×533, in JPEG and WebP. */
export const SEED_IMAGE_COUNT = 12;
const WIDTHS = [400, 800] as const;

/** A seeded picture as stored: relative URLs, made absolute from PUBLIC_URL when answered. */
export function seedImage(index: number, imageDescription: string | null): StoredImage {
  const name = `puff-${String(index).padStart(2, '0')}`;
  return {
    jpeg: WIDTHS.map((width) => ({ width, url: `/media/${name}-${width}.jpg` })),
    webp: WIDTHS.map((width) => ({ width, url: `/media/${name}-${width}.webp` })),
    width: 800,
    height: 533,
    imageDescription,
  };
}
