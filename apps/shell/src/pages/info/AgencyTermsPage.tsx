import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { NotFoundPage } from '../NotFoundPage';
import { ContactLine } from './ContactLine';
import { footerAddress } from './footerLinks';
import { InfoPage } from './InfoPage';
import { TermsSections } from './TermsSections';

const SECTIONS = ['seller', 'booking', 'prices', 'payment', 'cancellation', 'supplierChanges', 'liability', 'complaints', 'law'] as const;

/**
 * /agency-terms-and-conditions/{id}: the terms of sale of the agency with that id. A site
 * serves one agency, so another agency's id is not found here.
 */
export function AgencyTermsPage() {
  const agency = useAppSelector(selectAgency);
  const { id } = useParams();
  const { t } = useTranslation('pages');
  if (!agency) return null;
  if (id !== String(agency.id)) return <NotFoundPage />;
  const values = { agency: agency.agencyName };
  const address = footerAddress(agency);

  return (
    <InfoPage title={t('agencyTerms.title', values)}>
      <p className="info-lead">{t('agencyTerms.intro', values)}</p>
      <TermsSections
        prefix="agencyTerms"
        sections={SECTIONS}
        values={values}
        extras={{
          seller: (
            <>
              {address ? <p><bdi>{address}</bdi></p> : null}
              <ContactLine agency={agency} />
            </>
          ),
        }}
      />
    </InfoPage>
  );
}
