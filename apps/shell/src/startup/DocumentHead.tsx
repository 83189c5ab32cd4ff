import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle, themeFor } from '@travel/contracts';
import { selectAgency, selectAgencyStatus, useAppSelector } from '@travel/store';
import { applyTheme } from '@travel/ui';
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
 * starts its analytics when enabled, once.
 * The production server already wrote them into the HTML; in development this is the only place,
 * and after a change in Website Settings it brings the page up to date without a reload.
 */
export function DocumentHead() {
  const agency = useAppSelector(selectAgency);
  const status = useAppSelector(selectAgencyStatus);
  const { t } = useTranslation();
  const analyticsStarted = useRef(false);
  const primaryColor = agency?.primaryColor;
  useEffect(() => {
    // The host applied it at start-up; this follows a colour changed in Website Settings.
    if (primaryColor) applyTheme(themeFor(primaryColor));
  }, [primaryColor]);
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
    if (!agency || status !== 'ready' || analyticsStarted.current) return;
    analyticsStarted.current = true;
    startAnalytics(analyticsPlan(agency.analytics));
  }, [agency, status]);
  return null;
}
