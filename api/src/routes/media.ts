import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

import type { FastifyPluginAsync } from 'fastify';

import { ERROR_CODES } from '@klubb/contracts';

import { ApiError } from '../http/api-error';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

interface MediaFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface MediaOptions {
  dir: string;
}

/**
 * GET /media/:file: the seed's pictures, read into memory once (they are small) so only files that
 * exist at start can be served — no path from the URL ever reaches the file system. A file's content
 * never changes under its name, so browsers may keep it for a year.
 */
export const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, { dir }) => {
  const files = new Map<string, MediaFile>();
  for (const name of await readdir(dir)) {
    const contentType = CONTENT_TYPES[extname(name)];
    if (!contentType) continue;
    const body = await readFile(join(dir, name));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    files.set(name, { body, contentType, etag });
  }

  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const file = files.get(request.params.file);
    if (!file) throw new ApiError(404, ERROR_CODES.notFound, 'No such media file');
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', file.etag);
    if (file.contentType === 'image/svg+xml') {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply.send(file.body);
  });
};
