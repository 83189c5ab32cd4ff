import { useTranslation } from 'react-i18next';
import { TextField, type FieldErrors, type PersonName } from '@travel/ui/booking';

export interface RoomGuestsFieldsProps {
  /** Rooms 2, 3...: room 1 is held under the lead traveller's name. */
  guests: PersonName[];
  errors: FieldErrors;
  onChange: (guests: PersonName[]) => void;
  onBlur: (path: string) => void;
  disabled?: boolean;
}

/** The name each further room is held under; nothing for a single room. */
export function RoomGuestsFields({ guests, errors, onChange, onBlur, disabled }: RoomGuestsFieldsProps) {
  const { t } = useTranslation('checkout');
  if (guests.length === 0) return null;
  const set = (index: number, field: keyof PersonName) => (value: string) => onChange(guests.map((guest, i) => (i === index ? { ...guest, [field]: value } : guest)));
  const common = (path: string) => ({ path, error: errors[path], onBlur: () => onBlur(path), disabled });
  return (
    <fieldset className="checkout-section card">
      <legend>{t('guests.title')}</legend>
      <p className="checkout-section-intro">{t('guests.firstRoom')}</p>
      {guests.map((guest, i) => (
        <fieldset key={i} className="guest-room">
          <legend>{t('guests.room', { number: i + 2 })}</legend>
          <div className="field-row">
            <TextField {...common(`otherGuests.${i}.firstName`)} label={t('traveller.firstName')} value={guest.firstName} onValue={set(i, 'firstName')} autoComplete="off" />
            <TextField {...common(`otherGuests.${i}.lastName`)} label={t('traveller.lastName')} value={guest.lastName} onValue={set(i, 'lastName')} autoComplete="off" />
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
