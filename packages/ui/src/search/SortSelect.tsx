import { useId } from 'react';
import { ArrowUpDown } from 'lucide-react';

/** The order of a result list, as a labelled native select. */
export function SortSelect<T extends string>({ label, value, options, onChange }: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select-label">
        <ArrowUpDown aria-hidden="true" size={16} />
        {label}
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
