import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HOTELS_BASE_PATH, hotelConfirmationPath, hotelDetailsPath, parseHotelCheckout, type HotelQuote } from '@travel/contracts';
import { selectCurrency, useAppSelector, useCreateHotelBookingMutation, useHotelQuoteQuery } from '@travel/store';
import { CheckoutAccess, CheckoutBadLink, CheckoutQuoteFrame, ServiceCheckoutForm, useBookingOrigin, useCheckout, useProposalBackLink, type BackLink } from '@travel/ui/booking';
import { HotelSummary } from './HotelSummary';
import { hotelBookingRequest } from './hotelBookingRequest';
import { RoomGuestsFields } from './RoomGuestsFields';
import { SpecialRequestsField } from './SpecialRequestsField';
import { stayFields, type StayDetails } from './stayDetails';
import './checkout.css';

type Selection = NonNullable<ReturnType<typeof parseHotelCheckout>>;

/** /booknow/hotels/checkout?hotelId&checkIn&checkOut&rooms&roomId (issue 5, step 4): the booking kit around a stay. */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const selection = useMemo(() => parseHotelCheckout(params), [params]);
  // A proposal's client books here from the proposal, without an account, and goes back to it.
  const toProposal = useProposalBackLink('hotels');

  if (!selection) {
    return <CheckoutBadLink text={t('page.badLink')} searchAgain={{ to: `${HOTELS_BASE_PATH}/search`, label: t('page.searchAgain') }} />;
  }
  const back = toProposal ?? { to: hotelDetailsPath(selection), label: t('page.back') };
  return (
    <CheckoutAccess back={back} signInText={(agency) => t('signIn.text', { agency })} open={toProposal !== undefined}>
      <StayCheckout selection={selection} back={back} />
    </CheckoutAccess>
  );
}

function StayCheckout({ selection, back }: { selection: Selection; back: BackLink }) {
  const { t } = useTranslation('checkout');
  const currency = useAppSelector(selectCurrency);
  const request = { hotelId: selection.hotelId, roomId: selection.roomId, checkIn: selection.checkIn, checkOut: selection.checkOut, rooms: selection.rooms, currency };
  // Never a cached price: the checkout asks the server every time it opens.
  const quote = useHotelQuoteQuery(request, { refetchOnMountOrArgChange: true });
  const chooseAnother = { to: back.to, label: t('page.chooseAnother') };
  return (
    <CheckoutQuoteFrame back={back} query={quote} chooseAnother={chooseAnother} notFoundText={t('page.notFound')}>
      {(fresh, refetchQuote) => <StayCheckoutForm quote={fresh} refetchQuote={refetchQuote} chooseAnother={chooseAnother} />}
    </CheckoutQuoteFrame>
  );
}

function StayCheckoutForm({ quote, refetchQuote, chooseAnother }: { quote: HotelQuote; refetchQuote: () => void; chooseAnother: BackLink }) {
  const { t } = useTranslation('checkout');
  const currency = useAppSelector(selectCurrency);
  const origin = useBookingOrigin();
  const [createBooking] = useCreateHotelBookingMutation();
  const checkout = useCheckout({
    quote,
    refetchQuote,
    fields: stayFields(quote.rooms.length),
    book: (attempt) => createBooking({ idempotencyKey: attempt.idempotencyKey, body: hotelBookingRequest(quote, attempt, currency, origin), signedIn: attempt.signedIn }),
    confirmationPath: hotelConfirmationPath,
  });
  const { form, paying } = checkout;
  const setStay = (change: Partial<StayDetails>) => form.update((before) => ({ ...before, extra: { ...before.extra, ...change } }));

  return (
    <ServiceCheckoutForm
      checkout={checkout}
      summary={<HotelSummary quote={quote} split={checkout.walletSplit} />}
      leadIntro={t('traveller.intro')}
      soldOut={{ text: t('outcome.soldOut'), chooseAnother }}
    >
      <RoomGuestsFields guests={form.values.extra.otherGuests} errors={form.visibleErrors} onChange={(otherGuests) => setStay({ otherGuests })} onBlur={form.blur} disabled={paying} />
      <SpecialRequestsField
        value={form.values.extra.specialRequests}
        error={form.visibleErrors.specialRequests}
        onChange={(specialRequests) => setStay({ specialRequests })}
        onBlur={form.blur}
        disabled={paying}
      />
    </ServiceCheckoutForm>
  );
}
