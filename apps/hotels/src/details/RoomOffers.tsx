import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BedDouble, CalendarDays, CircleCheck, CircleSlash, Coffee, Maximize2, Users } from 'lucide-react';
import { hotelCheckoutPath, numberFormat, usesCommandCenter, type HotelRoomOffer, type HotelRoomRequest, type HotelStay } from '@travel/contracts';
import { selectAgency, selectCurrency, selectLanguage, selectPriceViewer, selectUser, useAppSelector } from '@travel/store';
import { Price, formatMoney, priceVisibility, useHotelTerms } from '@travel/ui';
import { formatDay } from '@travel/ui/search';
import { REVEAL_PATH, toUnits } from '../format';
import { listed } from './detailsFormat';
import { roomsInOrder, unbookableReason, type UnbookableReason } from './roomAvailability';

function useReasonText() {
  const { t } = useTranslation('hotels');
  return (reason: UnbookableReason) => {
    switch (reason.kind) {
      case 'doesNotFit':
        return t('rooms.reason.doesNotFit', { adults: reason.maxAdults, children: reason.maxChildren });
      case 'soldOut':
        return t('rooms.reason.soldOut');
      case 'notEnoughLeft':
        return t('rooms.reason.notEnoughLeft', { count: reason.available });
      case 'minNights':
        return t('rooms.reason.minNights', { count: reason.minNights });
    }
  };
}

// Agents only (issue 22): a traveller's page never downloads it. It sends the checkout's own quote request.
const AddToProposalButton = lazy(() => import('@travel/ui/proposal').then((m) => ({ default: m.AddToProposalButton })));

/** The room pictures' intrinsic size: nothing shifts as they load. */
const ROOM_IMAGE = { width: 480, height: 320 } as const;

/** '1 king bed and 1 sofa bed', in the page's language. */
function useBedsText() {
  const { t } = useTranslation('hotels');
  const language = useAppSelector(selectLanguage);
  return (beds: HotelRoomOffer['beds']) => listed(beds.map(({ type, count }) => t(`rooms.bed.${type}`, { count })), language);
}

function Cancellation({ room }: { room: HotelRoomOffer }) {
  const { t } = useTranslation('hotels');
  const language = useAppSelector(selectLanguage);
  const viewer = useAppSelector(selectPriceViewer);
  const allowNonLoginFlow = useAppSelector(selectAgency)?.allowNonLoginFlow ?? false;
  const policy = room.cancellation;
  if ('freeUntil' in policy) {
    return (
      <p className="room-policy room-policy-free">
        <CircleCheck aria-hidden="true" size={16} />
        {t('rooms.freeUntil', { date: formatDay(policy.freeUntil, language) })}
      </p>
    );
  }
  // The penalty would give the price away to a visitor who must sign in to see it.
  const hidden = priceVisibility(viewer, allowNonLoginFlow) === 'reveal';
  const amount = formatMoney(toUnits(policy.penalty.amount, policy.penalty.currency), policy.penalty.currency, language);
  return (
    <p className="room-policy room-policy-penalty">
      <CircleSlash aria-hidden="true" size={16} />
      {hidden ? t('rooms.penaltyPercent', { percent: policy.penalty.percentage }) : t('rooms.penalty', { amount, percent: policy.penalty.percentage })}
    </p>
  );
}

export interface RoomOffersProps {
  hotelId: number;
  rooms: HotelRoomOffer[];
  stay: HotelStay;
  party: HotelRoomRequest[];
}

/** Every room type with its rate, board and policy; a bookable one has 'Reserve', the others say why not. */
export function RoomOffers({ hotelId, rooms, stay, party }: RoomOffersProps) {
  const { t } = useTranslation('hotels');
  const reasonText = useReasonText();
  const bedsText = useBedsText();
  const term = useHotelTerms();
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  const user = useAppSelector(selectUser);
  const agent = user !== null && usesCommandCenter(user);
  if (rooms.length === 0) return <p className="notice card">{t('rooms.none')}</p>;
  return (
    <ul className="room-list">
      {roomsInOrder(rooms).map((room) => {
        const reason = unbookableReason(room, party.length, stay.nights);
        const nameId = `room-${room.roomId}`;
        return (
          <li key={room.roomId} className={`room-card card${reason ? ' room-card-unavailable' : ''}`}>
            {/* The room's name says what the picture shows. */}
            <img className="room-card-image" src={room.image} alt="" width={ROOM_IMAGE.width} height={ROOM_IMAGE.height} loading="lazy" decoding="async" />
            <div className="room-card-info">
              <h3 id={nameId} className="room-card-title">
                {term('rooms.type', room.name)}
              </h3>
              <ul className="room-facts">
                <li>
                  <Coffee aria-hidden="true" size={16} />
                  {term('boards', room.board)}
                </li>
                <li>
                  <Users aria-hidden="true" size={16} />
                  {room.maxChildren > 0
                    ? t('rooms.capacityWithChildren', { adults: room.maxAdults, count: room.maxChildren })
                    : t('rooms.capacity', { count: room.maxAdults })}
                </li>
                <li>
                  <BedDouble aria-hidden="true" size={16} />
                  {bedsText(room.beds)}
                </li>
                <li>
                  <Maximize2 aria-hidden="true" size={16} />
                  {t('rooms.size', { size: numberFormat(language, {}).format(room.sizeSqm) })}
                </li>
                <li>
                  <CalendarDays aria-hidden="true" size={16} />
                  {t('rooms.roomsAndNights', { rooms: t('rooms.roomCount', { count: party.length }), nights: t('rooms.nightCount', { count: stay.nights }) })}
                </li>
              </ul>
              <Cancellation room={room} />
            </div>
            <div className="room-card-price">
              {reason ? (
                <p className="room-unavailable" id={`${nameId}-why`}>
                  {reasonText(reason)}
                </p>
              ) : (
                <>
                  <Price rates={room.rates} unit={t('card.unit', { count: stay.nights })} revealTo={REVEAL_PATH} />
                  <Link
                    className="btn btn-primary"
                    to={hotelCheckoutPath({ hotelId, checkIn: stay.start, checkOut: stay.end, rooms: party, roomId: room.roomId })}
                    aria-describedby={nameId}
                  >
                    {t('rooms.reserve')}
                  </Link>
                  {agent ? (
                    <Suspense fallback={null}>
                      <AddToProposalButton
                        offer={{ service: 'hotels', offer: { hotelId, roomId: room.roomId, checkIn: stay.start, checkOut: stay.end, rooms: party, currency } }}
                        describedBy={nameId}
                      />
                    </Suspense>
                  ) : null}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
