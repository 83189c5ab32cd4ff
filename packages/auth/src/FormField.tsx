import { useId, useRef, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Eye, EyeOff } from 'lucide-react';
import { useTypedBeforeHydration } from '@travel/ui';

export interface FormFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password';
  /** Shown next to the field and announced with it (aria-describedby). */
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
}

/** The one labelled input of the auth forms: hint, error message and, for passwords, show/hide. */
export function FormField({ label, name, value, onChange, onBlur, type = 'text', error, hint, autoComplete, inputMode, required = true }: FormFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
  const isPassword = type === 'password';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="auth-field-control">
        <input
          ref={input}
          id={id}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'none'}
        />
        {isPassword ? (
          <button
            type="button"
            className="auth-field-reveal"
            aria-controls={id}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
            <span className="visually-hidden">{t('fields.showPassword')}</span>
          </button>
        ) : null}
      </div>
      {hint ? <p id={hintId} className="auth-field-hint">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="auth-field-error">
          <AlertCircle aria-hidden="true" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
