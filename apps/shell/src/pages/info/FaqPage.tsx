import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector, useFaqsQuery } from '@travel/store';
import { faqState } from './content';
import { FaqAccordion } from './FaqAccordion';
import { InfoNotice, InfoPage, InfoPageSkeleton, LoadFailed } from './InfoPage';

/** /faqs (SPEC 2.5). */
export function FaqPage() {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation('pages');
  // The agency record already says when the page is off: no call is made then.
  const enabled = agency?.isFaqEnable ?? false;
  const { data, isError, isFetching, refetch } = useFaqsQuery(undefined, { skip: !enabled });

  if (!agency) return null;
  if (!enabled) return <InfoNotice title={t('faq.unavailable')} />;
  if (!data) {
    return isError && !isFetching ? <LoadFailed message={t('faq.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} /> : <InfoPageSkeleton />;
  }

  switch (faqState(agency, data)) {
    case 'disabled':
      return <InfoNotice title={t('faq.unavailable')} />;
    case 'noFaqs':
      return <InfoNotice title={agency.faqEnableTitle || t('faq.title')} message={t('faq.noFaqs')} />;
    case 'ready':
      return (
        <InfoPage title={agency.faqEnableTitle || t('faq.title')}>
          {data.headerMessage ? <p className="info-lead" dir="auto">{data.headerMessage}</p> : null}
          <FaqAccordion questions={data.questions} />
        </InfoPage>
      );
  }
}
