import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { MAX_STAY_NIGHTS, hotelDetailsPath, parseHotelResults, type HotelStayParams } from '@travel/contracts';
import { DateRangeField, RoomsGuestsField, completeRooms, dateRangeErrors, roomDrafts, useFirstBookableDay, type DateRangeErrors } from '@travel/ui/search';

/**
 * The details page's own dates and rooms: a change shows the same hotel for the new stay,
 * and keeps the search it was opened from (its filters and sort), from its first page.
 * `refused`: what the API said of these dates, shown at the field until the dates change.
 */
export function StayForm({ stay, refused = {} }: { stay: HotelStayParams; refused?: DateRangeErrors }) {
  const { t } = useTranslation('hotels');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [range, setRange] = useState({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  const [rooms, setRooms] = useState(() => roomDrafts(stay.rooms));
  const [submitted, setSubmitted] = useState(false);
  const today = useFirstBookableDay();
  const asLinked = range.checkIn === stay.checkIn && range.checkOut === stay.checkOut;
  const dateErrors = submitted ? dateRangeErrors(range, today) : asLinked ? refused : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const complete = completeRooms(rooms);
    if (!complete || Object.keys(dateRangeErrors(range, today)).length > 0) return;
    const from = parseHotelResults(params);
    navigate(hotelDetailsPath({ hotelId: stay.hotelId, ...range, rooms: complete }, from && { ...from, page: 1 }));
  };

  return (
    <form className="stay-form" onSubmit={submit} noValidate aria-label={t('details.changeStay')}>
      <DateRangeField value={range} onChange={setRange} today={today} maxNights={MAX_STAY_NIGHTS} errors={dateErrors} />
      <RoomsGuestsField value={rooms} onChange={setRooms} showErrors={submitted} />
      <button type="submit" className="btn btn-outline">
        <RefreshCw aria-hidden="true" size={18} />
        {t('details.updateStay')}
      </button>
    </form>
  );
}
