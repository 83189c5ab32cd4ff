import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Minus, Plus, Trash2, Users } from 'lucide-react';
import { useDismiss } from '../dropdown/useDismiss';
import { FieldError } from './FieldError';
import {
  ROOM_LIMITS,
  addRoom,
  canAddRoom,
  missingAges,
  partySize,
  removeRoom,
  setAdults,
  setChildAge,
  setChildren,
  type RoomDraft,
} from './rooms';

export interface RoomsGuestsFieldProps {
  value: RoomDraft[];
  onChange: (rooms: RoomDraft[]) => void;
  /** After a submit attempt: a missing child's age is an error (and the panel opens to show it). */
  showErrors: boolean;
}

const AGES = Array.from({ length: ROOM_LIMITS.maxChildAge + 1 }, (_, age) => age);

function Stepper({ label, value, min, max, onChange, decreaseLabel, increaseLabel }: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
}) {
  const labelId = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="stepper-label">
        {label}
      </span>
      <button type="button" className="stepper-button" aria-label={decreaseLabel} disabled={value <= min} onClick={() => onChange(value - 1)}>
        <Minus aria-hidden="true" size={16} />
      </button>
      <output className="stepper-value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="stepper-button" aria-label={increaseLabel} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <Plus aria-hidden="true" size={16} />
      </button>
    </div>
  );
}

/** Rooms, adults and children (each child's age) behind a summary button: '2 rooms, 3 adults, 1 child'. */
export function RoomsGuestsField({ value, onChange, showErrors }: RoomsGuestsFieldProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const missing = missingAges(value);
  const invalid = showErrors && missing.length > 0;

  // A submit with an age missing opens the panel at the field to fill in.
  useEffect(() => {
    if (invalid) setOpen(true);
  }, [invalid]);

  useDismiss(open, close, rootRef, triggerRef);

  const size = partySize(value);
  const parts = [t('rooms.roomCount', { count: size.rooms }), t('rooms.adultCount', { count: size.adults })];
  if (size.children > 0) parts.push(t('rooms.childCount', { count: size.children }));
  const summary = parts.join(t('rooms.separator'));

  return (
    <div ref={rootRef} className={`field rooms-field${invalid ? ' field-invalid' : ''}`}>
      <span id={`${id}-label`} className="field-label">
        {t('rooms.label')}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className="field-input rooms-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${id}-label ${id}-summary`}
        aria-describedby={invalid ? errorId : undefined}
        aria-invalid={invalid ? true : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <Users aria-hidden="true" size={18} />
        <span id={`${id}-summary`} className="rooms-summary">
          {summary}
        </span>
        <ChevronDown aria-hidden="true" size={18} className="rooms-chevron" />
      </button>
      <FieldError id={errorId} message={invalid ? t('rooms.errors.ageMissing') : undefined} />
      <div id={panelId} className="rooms-panel" hidden={!open}>
        {value.map((room, r) => (
          <fieldset key={r} className="rooms-room">
            <legend>{t('rooms.room', { number: r + 1 })}</legend>
            {value.length > 1 ? (
              <button type="button" className="rooms-remove" onClick={() => onChange(removeRoom(value, r))}>
                <Trash2 aria-hidden="true" size={16} />
                {t('rooms.remove', { number: r + 1 })}
              </button>
            ) : null}
            <Stepper
              label={t('rooms.adults')}
              value={room.adults}
              min={ROOM_LIMITS.minAdults}
              max={ROOM_LIMITS.maxAdults}
              onChange={(adults) => onChange(setAdults(value, r, adults))}
              decreaseLabel={t('rooms.fewerAdults', { number: r + 1 })}
              increaseLabel={t('rooms.moreAdults', { number: r + 1 })}
            />
            <Stepper
              label={t('rooms.children')}
              value={room.childAges.length}
              min={0}
              max={ROOM_LIMITS.maxChildren}
              onChange={(children) => onChange(setChildren(value, r, children))}
              decreaseLabel={t('rooms.fewerChildren', { number: r + 1 })}
              increaseLabel={t('rooms.moreChildren', { number: r + 1 })}
            />
            {room.childAges.length > 0 ? (
              <div className="rooms-ages">
                {room.childAges.map((age, c) => {
                  const selectId = `${id}-age-${r}-${c}`;
                  const ageMissing = showErrors && age === null;
                  return (
                    <div key={c} className={`field${ageMissing ? ' field-invalid' : ''}`}>
                      <label htmlFor={selectId} className="field-label">
                        {t('rooms.childAge', { number: c + 1 })}
                      </label>
                      <select
                        id={selectId}
                        className="field-input"
                        value={age === null ? '' : String(age)}
                        aria-invalid={ageMissing ? true : undefined}
                        aria-describedby={ageMissing ? `${selectId}-error` : undefined}
                        onChange={(event) => onChange(setChildAge(value, r, c, event.target.value === '' ? null : Number(event.target.value)))}
                      >
                        <option value="">{t('rooms.chooseAge')}</option>
                        {AGES.map((years) => (
                          <option key={years} value={years}>
                            {t('rooms.age', { count: years })}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`${selectId}-error`} message={ageMissing ? t('rooms.errors.ageRequired') : undefined} />
                    </div>
                  );
                })}
              </div>
            ) : null}
          </fieldset>
        ))}
        <div className="rooms-actions">
          <button type="button" className="btn btn-outline" disabled={!canAddRoom(value)} onClick={() => onChange(addRoom(value))}>
            <Plus aria-hidden="true" size={16} />
            {t('rooms.add')}
          </button>
          {canAddRoom(value) ? null : <p className="field-note">{t('rooms.maxRooms', { count: ROOM_LIMITS.maxRooms })}</p>}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setOpen(false);
              triggerRef.current?.focus();
            }}
          >
            {t('rooms.done')}
          </button>
        </div>
      </div>
    </div>
  );
}
