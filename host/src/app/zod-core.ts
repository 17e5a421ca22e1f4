import { z } from 'zod';

/**
 * Touches zod's schema builder, so that importing this module evaluates zod's own modules (in
 * the host's one copy, the one @klubb/contracts is built on) without anything else: a boot step
 * of its own before the contracts' (bootstrap.tsx). Importing `zod` itself would bring every
 * export of the package, its locales among them (about 400 KB).
 */
export const zodReady = typeof z.object === 'function';
