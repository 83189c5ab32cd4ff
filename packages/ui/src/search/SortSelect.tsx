import { useId } from 'react';
import { ArrowUpDown } from 'lucide-react';

export interface SortSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Only the icon shows beside the box (a phone's bar); the label is still its name. */
  compact?: boolean;
}

/** The order of a result list, as a labelled native select. */
export function SortSelect<T extends string>({ label, value, options, onChange, compact = false }: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className={`sort-select${compact ? ' is-compact' : ''}`}>
      <label htmlFor={id} className="sort-select-label">
        <ArrowUpDown aria-hidden="true" size={16} />
        <span className={compact ? 'visually-hidden' : undefined}>{label}</span>
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
