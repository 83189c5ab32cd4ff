import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { FilterSheet } from './FilterSheet';
import { SearchSummary } from './SearchSummary';
import { SortSelect, type SortSelectProps } from './SortSelect';
import { useWideResults } from './useWideResults';
import './results-layout.css';

/** Where a service's filters are drawn: beside the list (each change applies) or in the phone's sheet (applied together). */
export type FiltersMode = 'sidebar' | 'sheet';

export interface ResultsFilters<F> {
  /** The filters the list shows. */
  value: F;
  /** No filter at all: what Clear leaves. */
  empty: F;
  /** How many filters narrow the list (activeFilterCount). */
  active: number;
  onApply: (value: F) => void;
  /** The service's filters, for `value`; in the sheet `value` is its draft and `onChange` changes only that. */
  render: (props: { value: F; onChange: (value: F) => void; mode: FiltersMode }) => ReactNode;
}

export interface ResultsLayoutProps<F, S extends string> {
  /** The service's full search form. */
  searchForm: ReactNode;
  /** The search in a few words for the phone's one-line summary: place, dates, guests. */
  summary: readonly string[];
  /** The page's heading and result count. */
  head: ReactNode;
  sort: SortSelectProps<S>;
  filters: ResultsFilters<F>;
  /** Notices, the list and its pages. */
  children: ReactNode;
  /** A field of the search form is marked (a search the API refused): on a phone the form opens to show it. */
  searchMarked?: boolean;
}

/**
 * Every service's results page. Wide windows: the search form on top, the filters in a
 * sidebar, Sort beside the heading. Phones: the search as a one-line summary that opens the
 * form, a sticky bar with Sort and Filters, and the filters in a full-screen sheet that
 * applies them on Apply. The form stays mounted either way, so what is typed survives.
 */
export function ResultsLayout<F, S extends string>({ searchForm, summary, head, sort, filters, children, searchMarked = false }: ResultsLayoutProps<F, S>) {
  const { t } = useTranslation('search');
  const wide = useWideResults();
  const formId = useId();
  const sidebarTitleId = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);

  // A new search folds the form away again.
  const summaryKey = summary.join('\n');
  const [expanded, setExpanded] = useState(false);
  const [expandedFor, setExpandedFor] = useState(summaryKey);
  if (expandedFor !== summaryKey) {
    setExpandedFor(summaryKey);
    setExpanded(false);
  }
  const [markedShown, setMarkedShown] = useState(false);
  if (markedShown !== searchMarked) {
    setMarkedShown(searchMarked);
    if (searchMarked) setExpanded(true);
  }

  const [sheetOpen, setSheetOpen] = useState(false);
  const [draft, setDraft] = useState(filters.value);
  const sheetShown = sheetOpen && !wide;
  const openSheet = () => {
    setDraft(filters.value);
    setSheetOpen(true);
  };

  // Closing the sheet gives the focus back to the Filters button.
  const hadSheet = useRef(false);
  useEffect(() => {
    if (hadSheet.current && !sheetShown) filtersButton.current?.focus();
    hadSheet.current = sheetShown;
  }, [sheetShown]);

  const filtersLabel = filters.active > 0 ? t('layout.filtersCount', { count: filters.active }) : t('layout.filters');

  return (
    <div className={`results-page${wide ? ' is-wide' : ''}`}>
      <div className="results-search">
        <div className="container">
          {wide ? null : <SearchSummary parts={summary} expanded={expanded} controls={formId} onToggle={() => setExpanded((open) => !open)} />}
          <div id={formId} className="results-search-form" hidden={!wide && !expanded}>
            {searchForm}
          </div>
        </div>
      </div>
      <div className="container results-layout">
        {wide ? (
          <aside className="results-filters card" aria-labelledby={sidebarTitleId}>
            <div className="results-filters-head">
              <h2 id={sidebarTitleId}>{t('layout.filters')}</h2>
              {filters.active > 0 ? (
                <button type="button" className="results-clear" onClick={() => filters.onApply(filters.empty)}>
                  {t('layout.clearFilters')}
                </button>
              ) : null}
            </div>
            {filters.render({ value: filters.value, onChange: filters.onApply, mode: 'sidebar' })}
          </aside>
        ) : null}
        <div className="results-main">
          <div className="results-head">
            <div>{head}</div>
            {wide ? <SortSelect {...sort} /> : null}
          </div>
          {wide ? null : (
            <div className="results-bar">
              <SortSelect {...sort} compact />
              <button ref={filtersButton} type="button" className="btn btn-outline results-filters-button" aria-haspopup="dialog" onClick={openSheet}>
                <SlidersHorizontal aria-hidden="true" size={18} />
                {filtersLabel}
              </button>
            </div>
          )}
          {children}
        </div>
      </div>
      {sheetShown ? (
        <FilterSheet
          title={t('layout.filters')}
          closeLabel={t('layout.closeFilters')}
          applyLabel={t('layout.apply')}
          clearLabel={t('layout.clearFilters')}
          onApply={() => {
            filters.onApply(draft);
            setSheetOpen(false);
          }}
          onClear={() => setDraft(filters.empty)}
          onClose={() => setSheetOpen(false)}
        >
          {filters.render({ value: draft, onChange: setDraft, mode: 'sheet' })}
        </FilterSheet>
      ) : null}
    </div>
  );
}
