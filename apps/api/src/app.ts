import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@travel/contracts';
import type { Config, TrustProxy } from './config';
import type { Database } from './db';
import { mailerFor } from './auth/mail';
import { registerAuth } from './auth/plugin';
import { agentRoutes } from './command/agents';
import { agencyBookingRoutes } from './command/bookings';
import { dashboardRoutes } from './command/dashboard';
import { clientProposalRoutes } from './command/client-proposals';
import { clientRoutes } from './command/clients';
import { dealLinkRoutes } from './command/deal-links';
import { paymentSettingsRoutes } from './command/payment-settings';
import { productSettingsRoutes } from './command/product-settings';
import { registerProposalRequote } from './command/proposal-requote';
import { proposalRoutes } from './command/proposals';
import { registerSearchPruning } from './command/search-log';
import { searchRoutes } from './command/searches';
import { subscriptionRoutes } from './command/subscription';
import { walletGrantRoutes } from './command/wallet-grants';
import { errorBody, registerErrorHandler } from './errors';
import { catalogueProviders } from './inventory/catalogue';
import { loggerOptions, type LogStream } from './logging/logger-options';
import { registerTenantResolution } from './plugins/tenant';
import { rateLimitStore, sharedHitCounter } from './rate-limit-store';
import { remoteUrls } from './remotes';
import { accountsRoutes } from './routes/accounts';
import { agencyRoutes } from './routes/agency';
import { bootRoutes } from './routes/boot';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { registerSettlementSweep } from './bookings/settlement-sweep';
import { inventoryRoutes } from './routes/inventory';
import { agencySettingsRoutes } from './routes/agency-settings';
import { referenceRoutes } from './routes/reference';
import { dealLinkRedirect } from './web/deal-link-redirect';
import { registerSecurityHeaders } from './web/security-headers';
import { loadShellTemplate, loadStartupAssets } from './web/shell-html';
import { isSpaRoute, shellResponder } from './web/shell';
import { pageRendererFor } from './web/page-renderer';
import { registerBrandAssets, registerBuiltApps, registerFlagAssets } from './web/static';

/** Fastify's types leave out the hop count its proxy-addr accepts; a count is "the first n hops". */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** Where log lines go; stdout when omitted. */
  logStream?: LogStream;
}

/**
 * The whole server, not listening: main.ts listens, tests use app.inject. With
 * config.staticRoot set it also serves the built shell and remotes (production).
 */
export function buildApp({ database, config, logStream }: BuildAppOptions): FastifyInstance {
  const app = Fastify({ logger: loggerOptions(config.logLevel, logStream), trustProxy: fastifyTrustProxy(config.trustProxy) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerTenantResolution(app, { db: database.db, defaultTenant: config.defaultTenant, postgresUrl: database.postgresUrl });
  registerAuth(app, { db: database.db, jwtSecret: config.jwtSecret });
  // Per-address limits shared by every API process (Redis or PostgreSQL); PGlite's one process counts in memory.
  const hitCounter = sharedHitCounter({ redisUrl: config.redisUrl, db: database.db, sharedDatabase: database.postgresUrl !== undefined });
  if (hitCounter) app.addHook('onClose', () => hitCounter.close());

  const { staticRoot } = config;
  const remotes = remoteUrls({ overrides: config.remoteOverrides, production: staticRoot !== undefined, devPorts: config.remoteDevPorts });
  // Read once at start: a missing or marker-less index.html fails the start, not a request.
  const sendShell =
    staticRoot === undefined
      ? null
      : shellResponder(
          loadShellTemplate(path.join(staticRoot, 'shell', 'index.html'), loadStartupAssets(path.join(staticRoot, 'shell'))),
          remotes,
          pageRendererFor(app, staticRoot),
        );

  // Before any route, so its onRoute hook sees them all. Dynamic HTML and JSON are compressed
  // per request (built assets come pre-compressed at full quality), at quality 5: a tenth
  // smaller than 4 (the flight results page 20.2 -> 18.2 KB, every first-congestion-window byte
  // counts) for about 0.1-0.4 ms more per page, and no slower on a rendered page.
  app.register(fastifyCompress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });

  app.register(healthRoutes, { db: database.db });
  app.register(bootRoutes, { remotes });
  app.register(agencyRoutes);
  app.register(referenceRoutes, { db: database.db });
  app.register(accountsRoutes, { db: database.db, config, rateLimitStore: hitCounter && rateLimitStore(hitCounter) });
  app.register(inventoryRoutes, { db: database.db });
  registerSettlementSweep(app, database.db);
  app.register(agencySettingsRoutes, { db: database.db });
  app.register(productSettingsRoutes, { db: database.db });
  app.register(paymentSettingsRoutes, { db: database.db });
  app.register(subscriptionRoutes, { db: database.db });
  app.register(walletGrantRoutes, { db: database.db });
  app.register(clientRoutes, { db: database.db });
  app.register(agencyBookingRoutes, { db: database.db });
  // Proposals are priced as the checkout prices: the uncached catalogue.
  const proposalHotels = catalogueProviders(database.db).hotels;
  app.register(proposalRoutes, { db: database.db, hotels: proposalHotels, mailer: mailerFor(config, database.db, app.log) });
  app.register(clientProposalRoutes, { db: database.db, hotels: proposalHotels });
  registerProposalRequote(app, database.db, proposalHotels);
  app.register(agentRoutes, { db: database.db, config });
  app.register(searchRoutes, { db: database.db });
  registerSearchPruning(app, database.db);
  app.register(dealLinkRoutes, { db: database.db });
  app.register(dealLinkRedirect, { db: database.db });
  app.register(dashboardRoutes, { db: database.db });
  app.register(imageRoutes);
  app.register((scope) => registerBrandAssets(scope, config.brandDir));
  app.register((scope) => registerFlagAssets(scope));
  if (staticRoot !== undefined && sendShell) {
    app.register(async (scope) => {
      scope.get('/', sendShell);
      scope.get('/index.html', sendShell);
      await registerBuiltApps(scope, staticRoot);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (sendShell && isSpaRoute(request.method, request.url)) return sendShell(request, reply);
    return reply.status(404).send(errorBody(ERROR_CODES.notFound, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  return app;
}
