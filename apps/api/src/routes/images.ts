import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { artworkFileSvg } from '@travel/artwork';
import { ERROR_CODES, safeText } from '@travel/contracts';
import { HttpError } from '../errors';

/** Any safe text: a kind or file that is not ours is a 404 like any missing file, not a 400. */
const imageParamsSchema = z.object({ kind: safeText(), file: safeText() });

interface Picture {
  svg: string;
  etag: string;
}

/**
 * The demo inventory's generated pictures (`/images/hotels/12-nordic-coast.svg`: the key
 * says what to paint and where, @travel/artwork's keys.ts): the same for every agency, so
 * no tenant is needed. A picture never changes for its URL, hence a day's caching and an
 * ETag for the revalidation after it.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  // Painting takes a millisecond or so; a page of results asks for the same few dozen again and again.
  const pictures = new LRUCache<string, Picture>({ max: 1_000 });

  app.withTypeProvider<ZodTypeProvider>().get('/images/:kind/:file', { schema: { params: imageParamsSchema } }, async (request, reply) => {
    const { kind, file } = request.params;
    const cacheKey = `${kind}/${file}`;
    let picture = pictures.get(cacheKey);
    if (!picture) {
      const svg = artworkFileSvg(kind, file);
      if (svg === null) throw new HttpError(404, ERROR_CODES.notFound, `No image at ${request.url.split('?')[0]}`);
      picture = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
      pictures.set(cacheKey, picture);
    }
    reply.header('cache-control', 'public, max-age=86400').header('etag', picture.etag).header('x-content-type-options', 'nosniff');
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known?.includes(picture.etag) || known?.includes('*')) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(picture.svg);
  });
};
