import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { SafeHtml } from '@travel/ui';
import { hasHtmlContent, type AgencyHtmlField } from './content';
import { ContactLine } from './ContactLine';
import { InfoNotice, InfoPage } from './InfoPage';

/**
 * A legal text the agency writes itself (privacy policy, cookies policy, disclaimer). When
 * it has none the page says so rather than showing an empty page or a 404.
 */
export function AgencyHtmlPage({ field }: { field: AgencyHtmlField }) {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation('pages');
  if (!agency) return null;
  const title = t(`legal.${field}.title`);
  const html = agency[field];

  if (!hasHtmlContent(html)) {
    return (
      <InfoNotice title={title} message={t(`legal.${field}.missing`, { agency: agency.agencyName })}>
        <ContactLine agency={agency} />
      </InfoNotice>
    );
  }
  return (
    <InfoPage title={title}>
      <SafeHtml html={html} className="rich-text" />
    </InfoPage>
  );
}

export function PrivacyPolicyPage() {
  return <AgencyHtmlPage field="privacyPolicy" />;
}

export function CookiesPolicyPage() {
  return <AgencyHtmlPage field="cookiesPolicy" />;
}

export function DisclaimerPage() {
  return <AgencyHtmlPage field="disclaimer" />;
}
