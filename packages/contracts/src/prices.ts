// Price arithmetic shared by the API and the Price component (DESIGN.md, Prices). Plain
// TypeScript, no zod: the browser bundles it.
//
// Every amount is an integer in minor units of one currency (cents for USD). The rules:
//   markup        = wholesale × markup% rounded half-up to the minor unit
//   baseRate      = wholesale + markup            (price before taxes)
//   totalRate     = baseRate + taxAndFee          (the price to traveller)
//   savedPrice    = max(0, publishedRate − totalRate)
//   discount %    = savedPrice / publishedRate × 100, rounded half-up to one decimal
// The published (retail) rate is the reference price for the same stay or service,
// taxes included, so it compares with totalRate. Rounding is done once, in integers,
// so base + tax = total holds exactly in every currency.

/** Money of one offer, in minor units of `currency`. */
export interface PriceOffer {
  currency: string;
  /** Wholesale + markup, before taxes. */
  baseRate: number;
  taxAndFee: number;
  /** The price to traveller, taxes included. */
  totalRate: number;
  /** The retail reference price, shown struck through. */
  publishedRate: number;
  savedPrice: number;
  /** Percent with one decimal (12.5 means 12.5 %). */
  discountPercentage: number;
  /** Net rate the agency pays; only unrestricted travel agents may see it (SPEC 1, 6). */
  wholesaleRate: number;
  /** The agency's markup amount; only unrestricted travel agents may see it. */
  markup: number;
}

/** What every viewer but an unrestricted travel agent gets. */
export type PublicPriceOffer = Omit<PriceOffer, 'wholesaleRate' | 'markup'>;

/** The rates a viewer may see: the agent-only fields are there or absent. */
export type VisibleRates = PublicPriceOffer & Partial<Pick<PriceOffer, 'wholesaleRate' | 'markup'>>;

export interface PriceOfferInput {
  wholesale: number;
  taxAndFee: number;
  published: number;
  /** 1200 = 12 %. */
  markupBasisPoints: number;
  currency: string;
}

/** Who looks at a price: null is an anonymous visitor. */
export type PriceViewer = { isTravelAgent: boolean; isRestrictedAgent: boolean } | null;

function assertMinorUnits(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** numerator / denominator rounded half-up, for non-negative integers (exact: no floating point). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The agency's markup on a wholesale amount: basis points, rounded half-up to the minor unit. */
export function markupAmount(wholesale: number, markupBasisPoints: number): number {
  assertMinorUnits('wholesale', wholesale);
  assertMinorUnits('markupBasisPoints', markupBasisPoints);
  return divideHalfUp(wholesale * markupBasisPoints, 10_000);
}

/**
 * The wholesale a base rate (wholesale + markup) was made from: markupAmount's inverse, for
 * what a viewer who may not see the wholesale was shown. w + markup(w) grows by at least one
 * minor unit per unit of w, so exactly one w gives the base, within one of the plain division.
 */
export function wholesaleOf(baseRate: number, markupBasisPoints: number): number {
  const guess = Math.floor((baseRate * 10_000) / (10_000 + markupBasisPoints));
  return [guess, guess + 1, guess - 1].find((w) => w >= 0 && w + markupAmount(w, markupBasisPoints) === baseRate) ?? guess;
}

/** Saved / published as a percentage with one decimal, half-up; 0 when there is no reference price. */
export function discountPercentage(savedPrice: number, publishedRate: number): number {
  if (publishedRate === 0) return 0;
  return divideHalfUp(savedPrice * 1000, publishedRate) / 10;
}

/** Two prices of the same currency as one (an outbound and a return fare); the agent-only parts only when both have them. */
export function addRates(a: VisibleRates, b: VisibleRates): VisibleRates {
  const publishedRate = a.publishedRate + b.publishedRate;
  const savedPrice = a.savedPrice + b.savedPrice;
  return {
    currency: a.currency,
    baseRate: a.baseRate + b.baseRate,
    taxAndFee: a.taxAndFee + b.taxAndFee,
    totalRate: a.totalRate + b.totalRate,
    publishedRate,
    savedPrice,
    discountPercentage: discountPercentage(savedPrice, publishedRate),
    ...(a.wholesaleRate !== undefined && b.wholesaleRate !== undefined ? { wholesaleRate: a.wholesaleRate + b.wholesaleRate } : {}),
    ...(a.markup !== undefined && b.markup !== undefined ? { markup: a.markup + b.markup } : {}),
  };
}

/** The whole price breakdown of one offer for one agency. Throws RangeError on negative or fractional money. */
export function priceOffer({ wholesale, taxAndFee, published, markupBasisPoints, currency }: PriceOfferInput): PriceOffer {
  assertMinorUnits('taxAndFee', taxAndFee);
  assertMinorUnits('published', published);
  const markup = markupAmount(wholesale, markupBasisPoints);
  const baseRate = wholesale + markup;
  const totalRate = baseRate + taxAndFee;
  const savedPrice = Math.max(0, published - totalRate);
  return {
    currency,
    baseRate,
    taxAndFee,
    totalRate,
    publishedRate: published,
    savedPrice,
    discountPercentage: discountPercentage(savedPrice, published),
    wholesaleRate: wholesale,
    markup,
  };
}

/** SPEC 1 and 6: wholesale rate and markup are for travel agents who are not restricted. */
export function canSeeWholesale(viewer: PriceViewer): boolean {
  return viewer !== null && viewer.isTravelAgent && !viewer.isRestrictedAgent;
}

/** The rates with the agent-only fields removed unless the viewer may see them. */
export function ratesForViewer(rates: PriceOffer, viewer: PriceViewer): VisibleRates {
  if (canSeeWholesale(viewer)) return { ...rates };
  const { wholesaleRate: _wholesale, markup: _markup, ...visible } = rates;
  return visible;
}
