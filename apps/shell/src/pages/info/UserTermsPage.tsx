import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INFO_PATHS, agencyTermsPath } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { hasHtmlContent } from './content';
import { ContactLine } from './ContactLine';
import { InfoPage } from './InfoPage';
import { TermsSections } from './TermsSections';

const SECTIONS = ['website', 'account', 'bookings', 'prices', 'cancellation', 'documents', 'liability', 'privacy', 'changes', 'contact'] as const;

/** /user-terms-and-conditions: the platform's terms of use for travellers, the agency as the seller. */
export function UserTermsPage() {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation('pages');
  if (!agency) return null;
  const values = { agency: agency.agencyName };

  return (
    <InfoPage title={t('userTerms.title')}>
      <p className="info-lead">{t('userTerms.intro', values)}</p>
      <TermsSections
        prefix="userTerms"
        sections={SECTIONS}
        values={values}
        extras={{
          bookings: (
            <p>
              <Link to={agencyTermsPath(agency.id)}>{t('userTerms.bookings.link', values)}</Link>
            </p>
          ),
          privacy: hasHtmlContent(agency.privacyPolicy) ? (
            <p>
              <Link to={INFO_PATHS.privacyPolicy}>{t('userTerms.privacy.link')}</Link>
            </p>
          ) : null,
          contact: <ContactLine agency={agency} />,
        }}
      />
    </InfoPage>
  );
}
