import type { ImageOptions } from '@klubb/contracts';

import type { StoredImage } from '../db/schema';

/** Makes a URL the database keeps relative to the API (`/media/…`) absolute; others pass as they are. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url;
}

/** A stored picture with every size's URL made absolute, as the client's `<picture>` needs. */
export function absoluteImage(image: StoredImage, publicUrl: string): ImageOptions {
  return {
    ...image,
    jpeg: image.jpeg.map((size) => ({ ...size, url: absoluteUrl(size.url, publicUrl) })),
    webp: image.webp.map((size) => ({ ...size, url: absoluteUrl(size.url, publicUrl) })),
  };
}
