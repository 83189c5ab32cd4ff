import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@travel/contracts';
import { selectAgency, selectAgencyStatus, useAppSelector } from '@travel/store';
import { analyticsPlan, startAnalytics } from './analytics';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function setFavicon(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Keeps title, description, keywords, favicon and theme colour in line with the agency, and
 * starts its analytics when enabled.
 * The production server already wrote them into the HTML; in development this is the only place.
 */
export function DocumentHead() {
  const agency = useAppSelector(selectAgency);
  const status = useAppSelector(selectAgencyStatus);
  const { t } = useTranslation();
  useEffect(() => {
    if (status === 'notFound') {
      document.title = t('agency.notFound');
      return;
    }
    if (!agency) return;
    document.title = pageTitle(agency);
    setMeta('description', agency.metaData.description);
    setMeta('keywords', agency.metaData.keywords.join(', '));
    setMeta('theme-color', agency.primaryColor);
    if (agency.favicon) setFavicon(agency.favicon);
  }, [agency, status, t]);
  useEffect(() => {
    if (agency && status === 'ready') startAnalytics(analyticsPlan(agency.analytics));
  }, [agency, status]);
  return null;
}
