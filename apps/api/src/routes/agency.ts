import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agencyNavigation,
  aboutUsResponseSchema,
  agencyResponseSchema,
  faqResponseSchema,
  languagesResponseSchema,
  navigationsResponseSchema,
} from '@travel/contracts';
import { memoPerAgency, toAboutUs, toAgency, toFaq } from '../agency';
import { languagesFor } from '../languages';
import { activeAgency } from '../plugins/tenant';

/** The calls of SPEC 7 that read the request's agency; a missing or inactive one gets 404/403. GET /api/getCurrentPaymentGateway is in command/payment-settings.ts (it reads the agency's Payment Settings). */
export const agencyRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The most frequent call of all: its body is built and checked against the contract once per
  // cached agency row (plugins/tenant.ts), then sent as it is.
  const agencyBody = memoPerAgency((agency) => JSON.stringify(agencyResponseSchema.parse({ agency: toAgency(agency) })));
  r.get('/api/agency', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(agencyBody(activeAgency(request))),
  );

  r.get('/api/agency/about-us', { schema: { response: { 200: aboutUsResponseSchema } } }, async (request) => ({
    data: toAboutUs(activeAgency(request)),
  }));

  r.get('/api/agency/faqs', { schema: { response: { 200: faqResponseSchema } } }, async (request) => ({
    data: toFaq(activeAgency(request)),
  }));

  r.get('/api/agency/languages', { schema: { response: { 200: languagesResponseSchema } } }, async (request) => ({
    languages: languagesFor(activeAgency(request).settings.languages),
  }));

  r.get('/api/agency/navigations', { schema: { response: { 200: navigationsResponseSchema } } }, async (request) => ({
    agencyNavigation: agencyNavigation(activeAgency(request).settings),
  }));
};
