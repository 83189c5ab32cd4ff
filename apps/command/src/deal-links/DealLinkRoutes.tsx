import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/**
 * /deal-link: the agent's Deal Links, or, with `expired` (where /url/<id> sends a visitor whose
 * link expired, never existed or is another agency's), a page anyone can read saying so.
 */
export function DealLinkRoutes({ list }: { list: ReactElement }) {
  const [params] = useSearchParams();
  return params.has('expired') ? <DealLinkGone /> : list;
}

function DealLinkGone() {
  const { t } = useTranslation('command');
  return (
    <section className="container deal-link-gone">
      <h1>{t('dealLinks.gone.title')}</h1>
      <p>{t('dealLinks.gone.text')}</p>
      <Link to="/" className="btn btn-primary">{t('dealLinks.gone.home')}</Link>
    </section>
  );
}
