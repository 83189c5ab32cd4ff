import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

export interface CheckboxOption {
  value: string;
  label: string;
  /** Results with this choice; shown beside it. */
  count?: number;
}

/** A group of checkboxes ('Star rating', 'Amenities') with their counts. */
export function CheckboxGroupFilter({ legend, options, selected, onChange }: {
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const { t } = useTranslation('search');
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((current) => current !== value));
  return (
    <fieldset className="filter">
      <legend className="filter-legend">{legend}</legend>
      <ul className="filter-options">
        {options.map((option) => (
          <li key={option.value}>
            <label className="filter-check">
              <input type="checkbox" checked={selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
              <span className="filter-check-label">{option.label}</span>
              {option.count === undefined ? null : (
                <span className="filter-count">
                  <span className="visually-hidden">{t('filters.countLabel', { count: option.count })}</span>
                  <span aria-hidden="true">{option.count}</span>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export interface RadioOption<T> {
  value: T;
  label: string;
}

/** One choice of several ('Guest rating: any, 3+, 4+, 4.5+'). */
export function RadioGroupFilter<T extends string | number | undefined>({ legend, options, value, onChange }: {
  legend: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="filter">
      <legend className="filter-legend">{legend}</legend>
      <ul className="filter-options">
        {options.map((option) => (
          <li key={String(option.value)}>
            <label className="filter-check">
              <input type="radio" name={name} checked={option.value === value} onChange={() => onChange(option.value)} />
              <span className="filter-check-label">{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A switch-like single checkbox ('Free cancellation'). */
export function ToggleFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="filter">
      <label className="filter-check filter-toggle">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span className="filter-check-label">{label}</span>
      </label>
    </div>
  );
}

export interface PriceRange {
  min?: number;
  max?: number;
}

const amountText = (amount: number | undefined) => (amount === undefined ? '' : String(amount));

function parseAmount(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,9}(\.\d{0,2})?$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

/**
 * Two amounts in whole currency units, applied together; a wrong one stays as typed with
 * its message. `bounds` are the cheapest and dearest results, shown as hints.
 */
export function PriceRangeFilter({ legend, currency, value, bounds, onApply }: {
  legend: string;
  /** ISO code shown beside the boxes. */
  currency: string;
  value: PriceRange;
  bounds?: { min: string; max: string };
  onApply: (range: PriceRange) => void;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const [minText, setMinText] = useState(amountText(value.min));
  const [maxText, setMaxText] = useState(amountText(value.max));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  // A range changed elsewhere (Clear filters, a shared link) shows in the boxes.
  useEffect(() => {
    setMinText(amountText(value.min));
    setMaxText(amountText(value.max));
    setErrors({});
  }, [value.min, value.max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = parseAmount(minText);
    const max = parseAmount(maxText);
    const next: { min?: string; max?: string } = {};
    if (min === 'invalid') next.min = t('filters.price.invalid');
    if (max === 'invalid') next.max = t('filters.price.invalid');
    else if (typeof min === 'number' && typeof max === 'number' && max < min) next.max = t('filters.price.maxBelowMin');
    setErrors(next);
    if (next.min || next.max || min === 'invalid' || max === 'invalid') return;
    onApply({ min, max });
  };

  const box = (key: 'min' | 'max', text: string, setText: (text: string) => void, placeholder?: string) => (
    <div className={`field${errors[key] ? ' field-invalid' : ''}`}>
      <label htmlFor={`${id}-${key}`} className="field-label">
        {t(`filters.price.${key}`, { currency })}
      </label>
      <input
        id={`${id}-${key}`}
        className="field-input"
        inputMode="decimal"
        value={text}
        placeholder={placeholder}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form className="filter" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="filter-legend">
        {legend}
      </p>
      <div className="price-range">
        {box('min', minText, setMinText, bounds?.min)}
        {box('max', maxText, setMaxText, bounds?.max)}
      </div>
      <button type="submit" className="btn btn-outline btn-small">
        {t('filters.price.apply')}
      </button>
    </form>
  );
}
