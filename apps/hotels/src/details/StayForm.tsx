import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { MAX_STAY_NIGHTS, hotelDetailsPath, type HotelStayParams } from '@travel/contracts';
import { DateRangeFields, RoomsGuestsField, completeRooms, dateRangeErrors, firstBookableDay, roomDrafts } from '@travel/ui/search';

/** The details page's own dates and rooms: a change shows the same hotel for the new stay. */
export function StayForm({ stay }: { stay: HotelStayParams }) {
  const { t } = useTranslation('hotels');
  const navigate = useNavigate();
  const [range, setRange] = useState({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  const [rooms, setRooms] = useState(() => roomDrafts(stay.rooms));
  const [submitted, setSubmitted] = useState(false);
  const today = firstBookableDay(new Date());
  const dateErrors = submitted ? dateRangeErrors(range, today) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const complete = completeRooms(rooms);
    if (!complete || Object.keys(dateRangeErrors(range, today)).length > 0) return;
    navigate(hotelDetailsPath({ hotelId: stay.hotelId, ...range, rooms: complete }));
  };

  return (
    <form className="stay-form" onSubmit={submit} noValidate aria-label={t('details.changeStay')}>
      <DateRangeFields value={range} onChange={setRange} today={today} maxNights={MAX_STAY_NIGHTS} errors={dateErrors} />
      <RoomsGuestsField value={rooms} onChange={setRooms} showErrors={submitted} />
      <button type="submit" className="btn btn-outline">
        <RefreshCw aria-hidden="true" size={18} />
        {t('details.updateStay')}
      </button>
    </form>
  );
}
