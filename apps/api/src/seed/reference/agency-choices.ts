import { DEFAULT_ENABLED_CURRENCIES } from '../../reference/defaults';

export interface AgencyReferenceChoices {
  /** Country codes; null: every country. */
  countries: string[] | null;
  currencies: readonly string[];
  cruiseLines: string[];
}

/**
 * The demo agencies' reference choices (DEMO.md), seeded once per agency. Wayfarer sells
 * every line; Sunny (Miami) the Caribbean lines and only the Americas; Sol (Cancún) the
 * lines sailing from the Gulf ports; Nordlys the Norwegian coast in Nordic currencies;
 * the members club the premium British and European lines.
 */
export const AGENCY_REFERENCE_CHOICES: Readonly<Record<string, AgencyReferenceChoices>> = {
  wayfarer: {
    countries: null,
    currencies: DEFAULT_ENABLED_CURRENCIES,
    cruiseLines: [
      'royal-caribbean', 'carnival', 'norwegian', 'msc', 'princess', 'celebrity', 'holland-america', 'disney', 'virgin',
      'costa', 'cunard', 'po', 'aida', 'oceania', 'silversea', 'viking', 'hurtigruten', 'havila',
    ],
  },
  sunny: {
    countries: 'AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JM KN KY LC MF MQ MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI'.split(' '),
    currencies: ['BRL', 'CAD', 'EUR', 'GBP', 'JMD', 'MXN', 'USD'],
    cruiseLines: ['royal-caribbean', 'carnival', 'norwegian', 'msc', 'celebrity', 'disney', 'virgin'],
  },
  nordic: {
    countries: null,
    currencies: ['DKK', 'EUR', 'GBP', 'ISK', 'NOK', 'SEK', 'USD'],
    cruiseLines: ['hurtigruten', 'havila', 'viking'],
  },
  sol: {
    countries: null,
    currencies: DEFAULT_ENABLED_CURRENCIES,
    cruiseLines: ['royal-caribbean', 'carnival', 'msc', 'norwegian'],
  },
  club: {
    countries: null,
    currencies: DEFAULT_ENABLED_CURRENCIES,
    cruiseLines: ['cunard', 'po', 'princess', 'celebrity', 'oceania', 'silversea', 'viking'],
  },
  closed: {
    countries: null,
    currencies: DEFAULT_ENABLED_CURRENCIES,
    cruiseLines: ['royal-caribbean', 'carnival'],
  },
};
