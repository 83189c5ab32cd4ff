import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from '@travel/contracts';

export interface SortHeaderProps<Sort extends string> {
  column: Sort;
  label: string;
  sort: Sort;
  dir: SortDirection;
  onSort: (column: Sort) => void;
}

/**
 * A column header that sorts the list: a button, the header's aria-sort saying how the list
 * is sorted now, and the button's own name saying it too (a screen reader on the button hears it).
 */
export function SortHeader<Sort extends string>({ column, label, sort, dir, onSort }: SortHeaderProps<Sort>) {
  const { t } = useTranslation('command');
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={`sort-header${active ? ' is-active' : ''}`} onClick={() => onSort(column)}>
        <span>{label}</span>
        {active ? <span className="visually-hidden">{t(dir === 'asc' ? 'lists.sortedAsc' : 'lists.sortedDesc')}</span> : null}
        <Icon aria-hidden="true" size={14} />
      </button>
    </th>
  );
}
