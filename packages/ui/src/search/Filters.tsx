import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';
import { amountText, parsePriceRange, type PriceRange } from './priceRange';

export interface CheckboxOption {
  value: string;
  label: string;
  /** Results with this choice; shown beside it. */
  count?: number;
}

/** What a filter's counts count, as a screen reader reads them beside each choice ('12 hotels'). */
export type FilterCounted = 'hotels' | 'flights';

/**
 * A group of checkboxes ('Star rating', 'Amenities') with their counts of `counted`. A choice that would
 * find nothing is disabled (and read as unavailable), unless it is chosen: it can be taken off.
 */
export function CheckboxGroupFilter({ legend, counted, options, selected, onChange }: {
  legend: string;
  counted: FilterCounted;
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
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <li key={option.value}>
              <label className="filter-check">
                <input type="checkbox" checked={checked} disabled={option.count === 0 && !checked} onChange={(event) => toggle(option.value, event.target.checked)} />
                <span className="filter-check-label">{option.label}</span>
                {option.count === undefined ? null : (
                  <span className="filter-count">
                    <span className="visually-hidden">{t(`filters.count.${counted}`, { count: option.count })}</span>
                    <span aria-hidden="true">{option.count}</span>
                  </span>
                )}
              </label>
            </li>
          );
        })}
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

type PriceRangeFilterProps = {
  legend: string;
  /** ISO code shown beside the boxes. */
  currency: string;
  value: PriceRange;
  /** The cheapest and dearest results, shown as hints in the boxes. */
  bounds?: { min: string; max: string } | undefined;
  /** What the amounts are ('one night for all your rooms'), under the legend. */
  hint?: string;
} & (
  | { /** The range applies with the filter's own Apply button. */ onApply: (range: PriceRange) => void; onChange?: never }
  | { /** Inside a form that applies every filter at once: each valid range is reported as typed. */ onChange: (range: PriceRange) => void; onApply?: never }
);

type Box = 'min' | 'max';
const BOXES: readonly Box[] = ['min', 'max'];
const sameRange = (a: PriceRange, b: PriceRange) => a.min === b.min && a.max === b.max;

/**
 * Two amounts in whole currency units; a wrong one stays as typed with its message. With
 * `onChange` the boxes are a fieldset of the enclosing form, and a wrong box is invalid to it
 * (setCustomValidity), so that form can refuse to apply.
 */
export function PriceRangeFilter({ legend, currency, value, bounds, hint, onApply, onChange }: PriceRangeFilterProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [text, setText] = useState({ min: amountText(value.min), max: amountText(value.max) });
  // A box shows its message once it has been left, or the range was submitted.
  const [shown, setShown] = useState({ min: false, max: false });
  const reported = useRef<PriceRange>({ min: value.min, max: value.max });
  const inputs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) };

  // A range changed elsewhere (Clear, a shared link) shows in the boxes; one this filter reported keeps the text as typed.
  useEffect(() => {
    const next = { min: value.min, max: value.max };
    if (sameRange(next, reported.current)) return;
    reported.current = next;
    setText({ min: amountText(next.min), max: amountText(next.max) });
    setShown({ min: false, max: false });
  }, [value.min, value.max]);

  const parsed = parsePriceRange(text.min, text.max);
  const message = (box: Box) => {
    const code = parsed.errors[box];
    return code ? t(`filters.price.${code}`) : undefined;
  };

  useEffect(() => {
    for (const box of BOXES) inputs[box].current?.setCustomValidity(message(box) ?? '');
  });

  const report = (range: PriceRange, to: (range: PriceRange) => void) => {
    reported.current = range;
    to(range);
  };

  const type = (box: Box, typed: string) => {
    const next = { ...text, [box]: typed };
    setText(next);
    const range = parsePriceRange(next.min, next.max).range;
    if (onChange && range && !sameRange(range, reported.current)) report(range, onChange);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ min: true, max: true });
    if (onApply && parsed.range) report(parsed.range, onApply);
  };

  const box = (key: Box, placeholder?: string) => {
    const error = shown[key] ? message(key) : undefined;
    return (
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-${key}`} className="field-label">
          {t(`filters.price.${key}`, { currency })}
        </label>
        <input
          ref={inputs[key]}
          id={`${id}-${key}`}
          className="field-input"
          inputMode="decimal"
          value={text[key]}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          onChange={(event) => type(key, event.target.value)}
          onBlur={() => setShown((current) => ({ ...current, [key]: true }))}
          onInvalid={() => setShown((current) => ({ ...current, [key]: true }))}
        />
        <FieldError id={`${id}-${key}-error`} message={error} />
      </div>
    );
  };

  const hintText = hint ? (
    <p id={`${id}-hint`} className="filter-hint">
      {hint}
    </p>
  ) : null;
  const boxes = (
    <div className="price-range">
      {box('min', bounds?.min)}
      {box('max', bounds?.max)}
    </div>
  );

  if (onChange) {
    return (
      <fieldset className="filter" aria-describedby={hint ? `${id}-hint` : undefined}>
        <legend className="filter-legend">{legend}</legend>
        {hintText}
        {boxes}
      </fieldset>
    );
  }
  return (
    <form className="filter" onSubmit={submit} aria-labelledby={`${id}-legend`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <p id={`${id}-legend`} className="filter-legend">
        {legend}
      </p>
      {hintText}
      {boxes}
      <button type="submit" className="btn btn-outline btn-small">
        {t('filters.price.apply')}
      </button>
    </form>
  );
}
