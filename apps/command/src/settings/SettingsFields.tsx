// Parts of the settings forms: a group of fields with its hint and error, a short checklist,
// and a long one with a filter (currencies, countries) where what is chosen is counted.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@travel/ui';
import { matching } from './productDraft';

/** A fieldset whose hint and error its controls are described by; `data-field` is where a refused save puts the focus. */
export function Group({ field, legend, hint, error, children }: { field: string; legend: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="product-group" data-field={field} aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}>
      <legend>{legend}</legend>
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="field-error" role="alert">{error}</p> : null}
      {children}
    </fieldset>
  );
}

export type Choice = { code: string; name: string };

export function Checklist({ choices, selected, onToggle, showCodes = false }: { choices: readonly Choice[]; selected: readonly string[]; onToggle: (code: string, on: boolean) => void; showCodes?: boolean }) {
  return (
    <ul className="product-checklist">
      {choices.map(({ code, name }) => (
        <li key={code}>
          <label className="checkbox">
            <input type="checkbox" checked={selected.includes(code)} onChange={(event) => onToggle(code, event.target.checked)} />
            <span>
              {showCodes ? <span className="product-code"><Ltr>{code}</Ltr></span> : null}
              {name}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A long list (currencies, countries): what is chosen stays visible, a filter narrows the rest. */
export function SearchableChecklist({ label, choices, selected, onToggle, showCodes }: { label: string; choices: readonly Choice[]; selected: readonly string[]; onToggle: (code: string, on: boolean) => void; showCodes?: boolean }) {
  const { t } = useTranslation('command');
  const [typed, setTyped] = useState('');
  const id = useId();
  const shown = matching(choices, typed);
  return (
    <div className="product-searchable">
      <label htmlFor={id} className="field-label">{label}</label>
      <input id={id} type="search" className="field-input" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <p className="field-hint" role="status">{t('product.chosen', { count: selected.length })}</p>
      <div className="product-scroll">
        <Checklist choices={shown} selected={selected} onToggle={onToggle} showCodes={showCodes} />
      </div>
    </div>
  );
}
