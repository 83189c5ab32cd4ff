import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_CABINS, FLIGHT_LIMITS, type FlightCabin, type PassengerCounts } from '@travel/contracts';
import { FieldError } from '@travel/ui/search';

const COUNTS = Array.from({ length: FLIGHT_LIMITS.maxSeats + 1 }, (_, count) => count);
const TYPES = ['adults', 'children', 'infants'] as const;

export interface PassengersFieldsProps {
  value: PassengerCounts;
  onChange: (value: PassengerCounts) => void;
  cabin: FlightCabin;
  onCabin: (cabin: FlightCabin) => void;
  error?: string | undefined;
}

/** SPEC 9's party (adults 12+, children 2-11, infants on a lap) and the cabin, as native selects. */
export function PassengersFields({ value, onChange, cabin, onCabin, error }: PassengersFieldsProps) {
  const { t } = useTranslation('flights');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`flight-passengers${error ? ' field-invalid' : ''}`}>
      <legend className="field-label">{t('search.passengers')}</legend>
      <div className="flight-passengers-row">
        {TYPES.map((type) => (
          <div key={type} className="field">
            <label htmlFor={`${id}-${type}`} className="field-label">
              {t(`search.${type}`)}
            </label>
            <select
              id={`${id}-${type}`}
              className="field-input"
              value={value[type]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange({ ...value, [type]: Number(event.target.value) })}
            >
              {COUNTS.filter((count) => type !== 'adults' || count > 0).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="field">
          <label htmlFor={`${id}-cabin`} className="field-label">
            {t('search.cabin')}
          </label>
          <select
            id={`${id}-cabin`}
            className="field-input"
            value={cabin}
            onChange={(event) => onCabin(FLIGHT_CABINS.find((choice) => choice === event.target.value) ?? cabin)}
          >
            {FLIGHT_CABINS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`cabins.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
