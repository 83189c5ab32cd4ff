import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Search } from 'lucide-react';

export interface SearchSummaryProps {
  /** The search in a few words: place, dates, guests. */
  parts: readonly string[];
  expanded: boolean;
  /** The id of the search form it shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** The search on one line, a disclosure button for the full form (phones). */
export function SearchSummary({ parts, expanded, controls, onToggle }: SearchSummaryProps) {
  const { t } = useTranslation('search');
  const separator = t('rooms.separator');
  return (
    <button type="button" className="search-summary" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <Search aria-hidden="true" size={18} />
      <span className="search-summary-text">
        <span className="visually-hidden">
          {t('layout.changeSearch')}
          {separator}
        </span>
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <>
                <span className="search-summary-dot" aria-hidden="true">
                  ·
                </span>
                <span className="visually-hidden">{separator}</span>
              </>
            ) : null}
            <span className={index === 0 ? 'search-summary-part search-summary-lead' : 'search-summary-part'}>{part}</span>
          </Fragment>
        ))}
      </span>
      <ChevronDown aria-hidden="true" size={18} className="search-summary-chevron" />
    </button>
  );
}
