/**
 * How the built web app's files go out (issue 12, web delivery).
 *
 * - Compression: the build writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file
 *   (packages/web/vite.config.ts, `precompress`). The copy the request's Accept-Encoding prefers is
 *   sent as is (brotli, then gzip, then the plain file), with `Vary: Accept-Encoding`, so no CPU is
 *   spent compressing per request. The copies are never routes of their own.
 * - Caching: files under /assets have a content hash in their name, so they never change: a year,
 *   `immutable`. Everything else (the HTML shell, favicon) is `no-cache`: the browser revalidates
 *   (ETag, Last-Modified) and so picks up a new build at once.
 */
import { resolve, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache-Control for a built file (its path on disk, maybe the .br or .gz copy). */
export function webCacheControl(root: string, filePath: string): string {
  return resolve(filePath).startsWith(resolve(root, 'assets') + sep) ? IMMUTABLE : REVALIDATE;
}

export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', webCacheControl(root, filePath));
    },
  };
}
