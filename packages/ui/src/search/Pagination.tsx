import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './pages';

/** Page links (shareable, and each a real link for the keyboard and new tabs); the current one is aria-current. */
export function Pagination({ page, pageCount, hrefFor, label }: { page: number; pageCount: number; hrefFor: (page: number) => string; label?: string }) {
  const { t } = useTranslation('search');
  if (pageCount <= 1) return null;
  const edge = (target: number, direction: 'previous' | 'next') => {
    const text = t(`pagination.${direction}`);
    const icon = direction === 'previous' ? <ChevronLeft aria-hidden="true" size={18} /> : <ChevronRight aria-hidden="true" size={18} />;
    const disabled = target < 1 || target > pageCount;
    return disabled ? (
      <span className={`pagination-edge pagination-${direction}`} aria-disabled="true">
        {direction === 'previous' ? icon : null}
        {text}
        {direction === 'next' ? icon : null}
      </span>
    ) : (
      <Link className={`pagination-edge pagination-${direction}`} to={hrefFor(target)} rel={direction === 'previous' ? 'prev' : 'next'}>
        {direction === 'previous' ? icon : null}
        {text}
        {direction === 'next' ? icon : null}
      </Link>
    );
  };
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      {edge(page - 1, 'previous')}
      <ol className="pagination-pages">
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination-page"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {edge(page + 1, 'next')}
    </nav>
  );
}
