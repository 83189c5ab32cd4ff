import { useTranslation } from 'react-i18next';
import { selectAgency, useAboutUsQuery, useAppSelector } from '@travel/store';
import { SafeHtml } from '@travel/ui';
import { InfoNotice, InfoPage, InfoPageSkeleton, LoadFailed } from './InfoPage';

/** The About image's intrinsic size, so the text below does not jump when it arrives. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 600;

/** /about (SPEC 2.5): title, optional image and the agency's HTML. */
export function AboutPage() {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation('pages');
  // The agency record already says when the page is off: no call is made then.
  const enabled = agency?.isAbousUsEnable ?? false;
  const { data, isError, isFetching, refetch } = useAboutUsQuery(undefined, { skip: !enabled });

  if (!agency) return null;
  if (!enabled || data?.isEnabled === false) return <InfoNotice title={t('about.unavailable')} />;
  if (!data) {
    return isError && !isFetching ? <LoadFailed message={t('about.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} /> : <InfoPageSkeleton />;
  }

  return (
    <InfoPage title={agency.aboutUsEnableTitle || data.title || t('about.title')}>
      {data.image ? (
        <img
          className="about-image"
          src={data.image}
          alt={t('about.imageAlt', { agency: agency.agencyName })}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
        />
      ) : null}
      <SafeHtml html={data.content} className="rich-text" />
    </InfoPage>
  );
}
