import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from '@travel/contracts';
import { cacheControlFor, WEEK } from './cache';

/** Options every static root shares: our cache rule, pre-compressed siblings, no reply decoration. */
function staticOptions(root: string, prefix: string, cacheControl: (filePath: string) => string = cacheControlFor) {
  return {
    root,
    prefix,
    // Several registrations: none decorates the reply (we never call reply.sendFile).
    decorateReply: false,
    // Serves main.3f9a1c2b.js.br / .gz written by the build when the browser accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControl(filePath));
    },
  };
}

/**
 * The built apps: `<staticRoot>/shell` at / and `<staticRoot>/<remote>` at /remotes/<remote>/.
 * The shell's index.html is never served raw (it still has the markers): `/` and every SPA
 * route get the rendered copy instead. A remote that was not built here (it may live on a
 * CDN, see REMOTE_<NAME>_URL) is skipped.
 */
export async function registerBuiltApps(app: FastifyInstance, staticRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    ...staticOptions(path.join(staticRoot, 'shell'), '/'),
    index: false,
    allowedPath: (pathname) => !/^\/index\.html(\.br|\.gz)?$/.test(pathname),
  });
  for (const name of REMOTE_NAMES) {
    const root = path.join(staticRoot, name);
    if (!existsSync(root)) {
      app.log.warn({ remote: name, root }, 'remote build not found; it is not served from this process');
      continue;
    }
    await app.register(fastifyStatic, staticOptions(root, `/remotes/${name}/`));
  }
}

/** Agency logos and favicons (public/brand/<subdomain>/...), which agency settings point at. */
export async function registerBrandAssets(app: FastifyInstance, brandDir: string): Promise<void> {
  if (!existsSync(brandDir)) return;
  await app.register(fastifyStatic, staticOptions(brandDir, '/brand/'));
}

/** Where the flag-icons package keeps its 4:3 SVG flags (one per ISO region, plus 'eu'). */
export const FLAG_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/**
 * Country and currency flags at /flags/<region>.svg, the image paths of GET /api/code and
 * the currency lists. They change only with the package version, so a week's cache is safe.
 */
export async function registerFlagAssets(app: FastifyInstance, flagDir: string = FLAG_DIR): Promise<void> {
  await app.register(fastifyStatic, staticOptions(flagDir, '/flags/', () => WEEK));
}
