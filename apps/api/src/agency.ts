import type { AboutUs, Agency, Faq } from '@travel/contracts';
import type { AgencyRow } from './db/schema';

/** The agency as the API returns it: columns plus settings, minus the page content. */
export function toAgency(row: AgencyRow): Agency {
  const { faq: _faq, aboutUs: _aboutUs, ...settings } = row.settings;
  return {
    ...settings,
    id: row.id,
    agencyName: row.agencyName,
    subdomain: row.subdomain,
    status: row.status,
    primaryColor: row.primaryColor,
    dealsLocation: { city: row.dealsCity, latitude: row.dealsLatitude, longitude: row.dealsLongitude },
  };
}

/** The FAQ page: the agency's enable flag with the stored header and questions. */
export function toFaq(row: AgencyRow): Faq {
  return { isEnabled: row.settings.isFaqEnable, ...row.settings.faq };
}

/** The About Us page: the agency's enable flag and title with the stored content and image. */
export function toAboutUs(row: AgencyRow): AboutUs {
  return { isEnabled: row.settings.isAbousUsEnable, title: row.settings.aboutUsEnableTitle, ...row.settings.aboutUs };
}

/**
 * Remembers what `derive` made of an agency row for as long as that row object lives: the
 * tenant cache hands out the same object until the agency is read again.
 */
export function memoPerAgency<T>(derive: (agency: AgencyRow) => T): (agency: AgencyRow) => T {
  const memo = new WeakMap<AgencyRow, T>();
  return (agency) => {
    if (!memo.has(agency)) memo.set(agency, derive(agency));
    return memo.get(agency) as T;
  };
}
