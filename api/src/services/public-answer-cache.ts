import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { memoizeString } from '../http/memo';

/** The encodings a cached answer is kept in; `identity` always, the others from this size up. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** One public answer as it goes out: the JSON once, its compressed variants, one strong ETag each. */
export interface CachedAnswer {
  brandId: string;
  contentType: string;
  bodies: Partial<Record<AnswerEncoding, Buffer>> & { identity: Buffer };
  /** The ETag of the JSON; a variant's is this with `-br` / `-gzip` before the closing quote. */
  etag: string;
  /** When the entry stops being served (epoch ms). */
  expiresAt: number;
  /** The brand's next offer publish/end time (epoch ms), or null: no proxy may keep it past that. */
  changesAt: number | null;
}

export interface AnswerInput {
  brandId: string;
  contentType: string;
  body: string;
  expiresAt: number;
  changesAt: number | null;
  /** Answers smaller than this are kept only as they are (the API's compression threshold). */
  compressFrom: number;
}

/** Brotli quality 4 for an answer compressed once and served many times: most of the gain. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** Serializes once, compresses once: every later request for the same answer only copies bytes. */
export function buildAnswer(input: AnswerInput): CachedAnswer {
  const identity = Buffer.from(input.body, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const bodies: CachedAnswer['bodies'] = { identity };
  if (identity.length >= input.compressFrom) {
    bodies.br = brotliCompressSync(identity, BROTLI_OPTIONS);
    bodies.gzip = gzipSync(identity);
  }
  return {
    brandId: input.brandId,
    contentType: input.contentType,
    bodies,
    etag: `"${hash}"`,
    expiresAt: input.expiresAt,
    changesAt: input.changesAt,
  };
}

/** The ETag of one variant: a strong validator names one representation, so each encoding has its own. */
export function etagOf(answer: CachedAnswer, encoding: AnswerEncoding): string {
  return encoding === 'identity' ? answer.etag : `${answer.etag.slice(0, -1)}-${encoding}"`;
}

/** Whether `If-None-Match` names this answer (in any of its encodings, weak or strong: RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(answer: CachedAnswer, header: string | undefined): boolean {
  if (!header) return false;
  const tags = new Set((['identity', 'br', 'gzip'] as const).map((e) => etagOf(answer, e)));
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tags.has(tag.startsWith('W/') ? tag.slice(2) : tag);
  });
}

/**
 * Which of the compressed encodings an `Accept-Encoding` value takes (q > 0), parsed once per
 * distinct value: browsers send the same few, and the hit path met this on every request.
 */
export const takenEncodings = memoizeString((acceptEncoding) => {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return { br: takes('br'), gzip: takes('gzip') };
});

/** The best encoding the client takes that the answer has: br, then gzip, else as it is. */
export function pickEncoding(answer: CachedAnswer, acceptEncoding: string | undefined) {
  if (!acceptEncoding || !answer.bodies.br) return 'identity';
  const taken = takenEncodings(acceptEncoding);
  if (taken.br) return 'br';
  if (taken.gzip) return 'gzip';
  return 'identity';
}

export interface PublicAnswerCache {
  get(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  /** Drops one brand's answers, or every answer. */
  invalidate(brandId?: string): void;
  readonly size: number;
}

/**
 * Answers by key (brand, brand version, URL), at most `maxEntries` of them: the oldest stored goes
 * first, so odd query strings cannot grow the process without bound.
 */
export function createPublicAnswerCache(options: {
  maxEntries: number;
  now?: () => number;
}): PublicAnswerCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer>();
  return {
    get(key) {
      const answer = entries.get(key);
      if (answer && answer.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return answer;
    },
    set(key, answer) {
      entries.delete(key);
      entries.set(key, answer);
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    invalidate(brandId) {
      if (brandId === undefined) {
        entries.clear();
        return;
      }
      for (const [key, answer] of entries) if (answer.brandId === brandId) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
