import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeHydration } from '../hydration/useTypedBeforeHydration';
import { FieldError } from './FieldError';

export interface SuggestionOption {
  key: string;
  label: string;
  /** A second, quieter line ('Hotel in Oslo'). */
  detail?: string;
  icon?: ReactNode;
}

export interface AutosuggestProps<T extends SuggestionOption> {
  label: string;
  /** The text in the box. */
  value: string;
  onChange: (text: string) => void;
  onSelect: (option: T) => void;
  /** Suggestions for the text (the caller fetches them, debounced). */
  options: readonly T[];
  loading: boolean;
  /** The suggestions could not be fetched. */
  failed?: boolean;
  /** The server's text for it; without one, 'Failed to fetch suggestions' (SPEC 8). */
  failureMessage?: string;
  /** A validation message for the field. */
  error?: string;
  placeholder?: string;
  /** Suggestions start at this many characters. */
  minChars?: number;
  name?: string;
  icon?: ReactNode;
}

/**
 * A text box with a list of suggestions: the WAI-ARIA combobox pattern. Arrow keys move
 * through the list, Enter picks, Escape closes; focus stays in the box.
 */
export function Autosuggest<T extends SuggestionOption>({
  label,
  value,
  onChange,
  onSelect,
  options,
  loading,
  failed = false,
  failureMessage,
  error,
  placeholder,
  minChars = 2,
  name,
  icon,
}: AutosuggestProps<T>) {
  const { t } = useTranslation('search');
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);

  const longEnough = value.trim().length >= minChars;
  const failure = failed && longEnough ? failureMessage || t('autosuggest.failed') : undefined;
  const showList = open && longEnough && options.length > 0 && !failure;
  const activeOption = showList ? options[active] : undefined;

  const pick = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (open && longEnough) {
    if (loading) status = t('autosuggest.loading');
    else if (options.length === 0) status = t('autosuggest.noMatches');
    else status = t('autosuggest.count', { count: options.length });
  }

  return (
    <div className={`field autosuggest${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="autosuggest-box">
        {icon ? <span className="field-icon" aria-hidden="true">{icon}</span> : null}
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          role="combobox"
          className="field-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', failure ? statusId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={label} className="autosuggest-list" hidden={!showList}>
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="autosuggest-option"
              // Keep focus in the box: the choice is made on click, after the mouse down.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.icon ? <span className="autosuggest-option-icon" aria-hidden="true">{option.icon}</span> : null}
              <span className="autosuggest-option-text">
                <span className="autosuggest-option-label">{option.label}</span>
                {option.detail ? <span className="autosuggest-option-detail">{option.detail}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {failure ? (
        <p id={statusId} className="field-error" role="alert">
          {failure}
        </p>
      ) : (
        <p className="visually-hidden" aria-live="polite">
          {status}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
