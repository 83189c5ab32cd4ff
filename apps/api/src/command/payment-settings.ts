import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, paymentGatewayResponseSchema, paymentSettingsResponseSchema, paymentSettingsSchema, type PaymentSettingsResponse } from '@travel/contracts';
import { currentUser, requireArea } from '../auth/guards';
import { agencies } from '../db/schema-agencies';
import { agencyPaymentSettings } from '../db/schema-payments';
import { currencies } from '../db/schema-reference';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { BASE_CURRENCY_CODE } from '../inventory/catalogue-currency';
import { paymentSettingsOf } from '../payments/agency-payment-settings';
import { configuredGateways } from '../payments/gateways';
import { activeAgency } from '../plugins/tenant';

type Choices = PaymentSettingsResponse['choices'];

async function choicesOf(db: Db): Promise<Choices> {
  const catalogue = await db.select({ code: currencies.code, name: currencies.name }).from(currencies).orderBy(asc(currencies.code));
  return { gateways: configuredGateways(), currencies: catalogue, catalogueCurrency: BASE_CURRENCY_CODE };
}

/** Values the server does not know: a 400 naming them, before anything is written. */
function refuseUnknown(field: string, asked: readonly string[], known: readonly string[]): void {
  const unknown = asked.filter((value) => !known.includes(value));
  if (unknown.length > 0) throw new HttpError(400, ERROR_CODES.validation, `body.${field}: unknown ${unknown.join(', ')}`);
}

/**
 * Payment Settings (SPEC 2.2 /settings/payment), for owners and admins: the gateway that
 * charges the agency's cards, the currencies it charges in, and whether wallet credits may
 * pay. The checkouts read them at every booking (bookings/booking-call.ts); the browser reads
 * them from GET /api/getCurrentPaymentGateway, which every visitor may call.
 */
export const paymentSettingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireArea('paymentSettings');
  const response = { 200: paymentSettingsResponseSchema };

  r.get('/api/getCurrentPaymentGateway', { schema: { response: { 200: paymentGatewayResponseSchema } } }, async (request) => {
    const settings = await paymentSettingsOf(db, activeAgency(request));
    return { CurrentPayment: settings.gateway, chargeCurrencies: settings.chargeCurrencies, walletOffered: settings.walletOffered };
  });

  r.get('/api/agency/payment', { preHandler: guard, schema: { response } }, async (request) => {
    const agency = activeAgency(request);
    const [settings, choices] = await Promise.all([paymentSettingsOf(db, agency), choicesOf(db)]);
    return { settings, choices };
  });

  r.put('/api/agency/payment', { preHandler: guard, schema: { body: paymentSettingsSchema, response } }, async (request) => {
    const agency = activeAgency(request);
    const wanted = request.body;
    const choices = await choicesOf(db);
    refuseUnknown('gateway', [wanted.gateway], choices.gateways);
    refuseUnknown('chargeCurrencies', wanted.chargeCurrencies, choices.currencies.map(({ code }) => code));

    const values = { gateway: wanted.gateway, chargeCurrencies: wanted.chargeCurrencies, walletOffered: wanted.walletOffered, updatedAt: new Date() };
    await db.transaction(async (tx) => {
      await tx.insert(agencyPaymentSettings).values({ agencyId: agency.id, ...values }).onConflictDoUpdate({ target: agencyPaymentSettings.agencyId, set: values });
      // The agency answer's currentPaymentGateway (SPEC 3) names the same gateway; merged, so a concurrent change to another setting stays.
      await tx
        .update(agencies)
        .set({ settings: sql`${agencies.settings} || ${JSON.stringify({ currentPaymentGateway: wanted.gateway })}::jsonb` })
        .where(eq(agencies.id, agency.id));
    });
    await app.agencyChanged(agency.subdomain);
    request.log.info({ agency: agency.subdomain, user: currentUser(request).id }, 'payment settings changed');
    return { settings: await paymentSettingsOf(db, agency), choices };
  });
};
