import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@travel/contracts';
import { SortSelect } from '@travel/ui/search';

export interface SortChoiceProps<Sort extends string> {
  columns: readonly { column: Sort; label: string }[];
  sort: Sort;
  dir: SortDirection;
  onSort: (sort: Sort, dir: SortDirection) => void;
}

/** On a phone, where the table's headers are not shown: the same orders as one labelled select. */
export function SortChoice<Sort extends string>({ columns, sort, dir, onSort }: SortChoiceProps<Sort>) {
  const { t } = useTranslation('command');
  const options = columns.flatMap(({ column, label }) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${column}:${direction}`,
      label: t(direction === 'asc' ? 'lists.orderAsc' : 'lists.orderDesc', { column: label }),
      column,
      direction,
    })),
  );
  return (
    <SortSelect
      label={t('lists.sortBy')}
      value={`${sort}:${dir}`}
      options={options}
      onChange={(value) => {
        const chosen = options.find((option) => option.value === value);
        if (chosen) onSort(chosen.column, chosen.direction);
      }}
    />
  );
}
