import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type PriceOffer, priceOffer, ratesForViewer, type PriceViewer, type VisibleRates, type ServiceKey } from '@travel/contracts';
import { agencyMarkups, type AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { conversionTo, convertFromUsd, type Conversion } from './money';
import type { NetPrice } from './providers';

/**
 * The agency's markups by service in basis points (none set means no markup), read once per
 * cached agency row: they change with the agency's settings, which the tenant cache refreshes.
 */
const markupsByAgency = new WeakMap<AgencyRow, Promise<Map<ServiceKey, number>>>();

export async function markupBasisPoints(db: Db, agency: AgencyRow, service: ServiceKey): Promise<number> {
  let markups = markupsByAgency.get(agency);
  if (!markups) {
    markups = db
      .select({ service: agencyMarkups.service, bp: agencyMarkups.percentBasisPoints })
      .from(agencyMarkups)
      .where(eq(agencyMarkups.agencyId, agency.id))
      .then((rows) => new Map(rows.map((row) => [row.service, row.bp])));
    markupsByAgency.set(agency, markups);
    markups.catch(() => markupsByAgency.delete(agency));
  }
  return (await markups).get(service) ?? 0;
}

/**
 * Who is asking, for price visibility (SPEC 1, 6). The only place that reads the signed-in
 * user: request.user is set by the auth plugin, and is absent (anonymous) where that
 * plugin is not registered.
 */
export function viewerOf(request: FastifyRequest): PriceViewer {
  const user = request.user ?? null;
  return user ? { isTravelAgent: user.isTravelAgent, isRestrictedAgent: user.isRestrictedAgent } : null;
}

/** Turns net offers into the rates a viewer may see, for one agency, service and currency. */
export type Pricer = (net: NetPrice) => VisibleRates;

/** Turns net offers into their whole price breakdown (wholesale and markup included), whoever asks. */
export type FullPricer = (net: NetPrice) => PriceOffer;

/**
 * The agency's whole breakdown: what a booking charges and the ledger keeps (the markup the
 * agency earned on it), whoever books. Never answered as it is: ratesForViewer first.
 */
export async function fullPricerFor(db: Db, agency: AgencyRow, service: ServiceKey, currency: string, field = 'currency'): Promise<FullPricer> {
  const [bp, conversion] = await Promise.all([markupBasisPoints(db, agency, service), conversionTo(db, currency)]);
  if (!conversion) throw new HttpError(400, ERROR_CODES.validation, `${field}: no exchange rate for ${currency}`);
  return (net) => price(net, bp, conversion);
}

/** `viewer` is whom the rates are for: viewerOf(request) for a request. */
export async function pricerFor(
  db: Db,
  viewer: PriceViewer,
  agency: AgencyRow,
  service: ServiceKey,
  currency: string,
  field = 'currency',
): Promise<Pricer> {
  const full = await fullPricerFor(db, agency, service, currency, field);
  return (net) => ratesForViewer(full(net), viewer);
}

/** Converted first, then marked up, so every figure is exact in the traveller's currency. */
export function price(net: NetPrice, markupBp: number, conversion: Conversion) {
  return priceOffer({
    wholesale: convertFromUsd(net.wholesale, conversion),
    taxAndFee: convertFromUsd(net.taxAndFee, conversion),
    published: convertFromUsd(net.published, conversion),
    markupBasisPoints: markupBp,
    currency: conversion.currency,
  });
}
