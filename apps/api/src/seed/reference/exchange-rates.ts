/** The day the seeded rates stand for: fixed, so every database and test sees the same figures. */
export const RATES_AS_OF = '2026-11-01';

/**
 * Demo exchange rates: units of each currency per 1 US dollar (USD is the base, SPEC 9).
 * Realistic mid-market levels, rounded, not live quotes; pegged currencies sit on their
 * pegs (AED 3.6725, SAR 3.75, HKD band, the CFA francs and BAM on the euro). Covers every
 * currency in the seeded currency table; the seed fails if one is missing.
 */
export const UNITS_PER_USD: Readonly<Record<string, number>> = {
  AED: 3.6725, AFN: 68.5, ALL: 83.6, AMD: 386.5, AOA: 915.0, ARS: 1445.0, AUD: 1.532, AWG: 1.79,
  AZN: 1.7, BAM: 1.682, BBD: 2.0, BDT: 122.2, BHD: 0.376, BIF: 2965.0, BMD: 1.0, BND: 1.302,
  BOB: 6.91, BRL: 5.36, BSD: 1.0, BTN: 88.6, BWP: 13.42, BYN: 3.05, BZD: 2.0, CAD: 1.401,
  CDF: 2250.0, CHF: 0.801, CLP: 942.0, CNY: 7.118, COP: 3865.0, CRC: 502.5, CUP: 24.0, CVE: 94.83,
  CZK: 20.92, DJF: 177.72, DKK: 6.419, DOP: 63.6, DZD: 130.2, EGP: 47.45, ERN: 15.0, ETB: 151.5,
  EUR: 0.86, FJD: 2.262, FKP: 0.761, GBP: 0.761, GEL: 2.712, GHS: 11.05, GIP: 0.761, GMD: 72.5,
  GNF: 8685.0, GTQ: 7.665, GYD: 209.2, HKD: 7.776, HNL: 26.25, HTG: 131.0, HUF: 334.8, IDR: 16620.0,
  ILS: 3.295, INR: 88.6, IQD: 1310.0, IRR: 42050.0, ISK: 125.9, JMD: 160.4, JOD: 0.709, JPY: 152.4,
  KES: 129.3, KGS: 87.45, KHR: 4015.0, KMF: 423.1, KPW: 900.0, KRW: 1432.0, KWD: 0.3068, KYD: 0.833,
  KZT: 526.0, LAK: 21720.0, LBP: 89550.0, LKR: 303.4, LRD: 182.5, LSL: 17.38, LYD: 5.46, MAD: 9.255,
  MDL: 17.02, MGA: 4490.0, MKD: 52.95, MMK: 2100.0, MNT: 3595.0, MOP: 8.01, MRU: 39.85, MUR: 45.85,
  MVR: 15.42, MWK: 1736.0, MXN: 18.46, MYR: 4.205, MZN: 63.91, NAD: 17.38, NGN: 1462.0, NIO: 36.79,
  NOK: 10.08, NPR: 141.8, NZD: 1.748, OMR: 0.3845, PAB: 1.0, PEN: 3.402, PGK: 4.21, PHP: 58.55,
  PKR: 281.3, PLN: 3.658, PYG: 7105.0, QAR: 3.64, RON: 4.376, RSD: 100.8, RUB: 80.6, RWF: 1452.0,
  SAR: 3.75, SBD: 8.22, SCR: 14.15, SDG: 601.0, SEK: 9.448, SGD: 1.302, SHP: 0.761, SLE: 22.95,
  SOS: 571.2, SRD: 38.55, SSP: 4610.0, STN: 21.07, SVC: 8.75, SYP: 11050.0, SZL: 17.38, THB: 32.48,
  TJS: 9.31, TMT: 3.5, TND: 2.941, TOP: 2.372, TRY: 42.05, TTD: 6.78, TWD: 30.62, TZS: 2452.0,
  UAH: 41.82, UGX: 3482.0, USD: 1.0, UYU: 39.92, UZS: 12010.0, VES: 221.5, VND: 26315.0, VUV: 120.3,
  WST: 2.752, XAF: 564.1, XCD: 2.7, XCG: 1.79, XOF: 564.1, XPF: 102.6, YER: 1617.0, ZAR: 17.38,
  ZMW: 23.55, ZWG: 26.8,
};
