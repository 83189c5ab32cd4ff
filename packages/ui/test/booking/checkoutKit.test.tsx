// The checkout kit composed by a service other than hotels: a made-up airport transfer with
// one field of its own (the flight number it meets), booked through a stub of its API call.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { BOOKING_ERROR_CODES, ERROR_CODES, type Rates } from '@travel/contracts';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import {
  CheckoutAccess,
  CheckoutFrame,
  ServiceCheckoutForm,
  TextField,
  collectErrors,
  useCheckout,
  type BookingAttempt,
  type BookingCallResult,
  type PayableQuote,
} from '../../src/booking';

beforeAll(() => initTestI18n());
beforeEach(() => sessionStorage.clear());

interface Transfer {
  flightNumber: string;
}
const transferFields = {
  initial: { flightNumber: '' },
  errors: ({ flightNumber }: Transfer) => collectErrors([['flightNumber', flightNumber ? undefined : 'errors.server']]),
  // This made-up API names the flight number `specialRequests`, a path apiProblem knows.
  pathOf: (apiPath: string) => (apiPath === 'specialRequests' ? 'flightNumber' : undefined),
};

const rates = (total: number): Rates => ({ currency: 'USD', baseRate: total, taxAndFee: 0, totalRate: total, publishedRate: total, savedPrice: 0, discountPercentage: 0 });
const quoteAt = (total: number): PayableQuote => ({ charge: rates(total), display: rates(total), wallet: null, bookable: true });
const back = { to: '/transfers', label: 'Back to the transfer' };

type Book = (attempt: BookingAttempt<Transfer>) => Promise<BookingCallResult>;

function TransferCheckout({ book, priceAfterRefetch = 4200 }: { book: Book; priceAfterRefetch?: number }) {
  const [quote, setQuote] = useState(quoteAt(4000));
  const checkout = useCheckout({ quote, refetchQuote: () => setQuote(quoteAt(priceAfterRefetch)), fields: transferFields, book, confirmationPath: (reference) => `/transfers/done/${reference}` });
  const { form } = checkout;
  return (
    <CheckoutAccess back={back} signInText={(agency) => `${agency} keeps your transfer.`}>
      <CheckoutFrame back={back}>
        <ServiceCheckoutForm
          checkout={checkout}
          summary={<aside aria-label="Your transfer">JFK to Manhattan</aside>}
          leadIntro="The driver calls this number."
          soldOut={{ text: 'This transfer is fully booked.', chooseAnother: { to: '/transfers', label: 'Choose another transfer' } }}
        >
          <TextField
            path="flightNumber"
            label="Flight number"
            value={form.values.extra.flightNumber}
            onValue={(flightNumber) => form.update((before) => ({ ...before, extra: { flightNumber } }))}
            error={form.visibleErrors.flightNumber}
          />
        </ServiceCheckoutForm>
      </CheckoutFrame>
    </CheckoutAccess>
  );
}

function Confirmation() {
  return <h1>Transfer {useParams().reference}</h1>;
}

function renderTransfer(book: Book, { allowNonLoginFlow = true } = {}) {
  return renderInHost(
    <Routes>
      <Route path="/transfers/checkout" element={<TransferCheckout book={book} />} />
      <Route path="/transfers/done/:reference" element={<Confirmation />} />
    </Routes>,
    { agency: agencyFixture({ allowNonLoginFlow }), route: '/transfers/checkout' },
  );
}

const booked = (reference: string): BookingCallResult => ({ data: { reference, leadTraveller: { email: 'tara@example.com' } } });
const failed = (status: number | undefined, code?: string, message = ''): BookingCallResult => ({ error: { status, code, message } });

async function fillAll(user: UserEvent) {
  await user.type(await screen.findByLabelText('First name'), 'Tara');
  await user.type(screen.getByLabelText('Last name'), 'Traveller');
  await user.type(screen.getByLabelText('Email'), 'tara@example.com');
  await user.type(screen.getByLabelText('Phone'), '+1 212 555 0199');
  await user.type(screen.getByLabelText('Flight number'), 'BA117');
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Tara Traveller');
  await user.click(screen.getByRole('checkbox', { name: /I accept the booking terms/ }));
}

test("a service's own field is checked with the shared ones, and nothing is sent until all are right", async () => {
  const user = userEvent.setup();
  const book = jest.fn<Promise<BookingCallResult>, [BookingAttempt<Transfer>]>();
  renderTransfer(book);
  await user.click(await screen.findByRole('button', { name: /Pay USD\s40\.00/ }));
  expect(screen.getByLabelText('First name')).toHaveFocus();
  expect(screen.getByLabelText('Flight number')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Accept the booking terms to continue.')).toBeInTheDocument();
  expect(book).not.toHaveBeenCalled();
});

test('a changed price is shown first; the second press books at it with a new key, then the confirmation opens', async () => {
  const user = userEvent.setup();
  const book = jest.fn<Promise<BookingCallResult>, [BookingAttempt<Transfer>]>();
  book.mockResolvedValueOnce(failed(409, BOOKING_ERROR_CODES.priceChanged)).mockResolvedValueOnce(booked('A-7KQ3M9XA'));
  renderTransfer(book);
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: /Pay USD\s40\.00/ }));
  expect(await screen.findByText('The price changed from $40.00 to $42.00. Check the new total, then press Pay to book at the new price.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Pay USD\s42\.00/ }));
  expect(await screen.findByRole('heading', { name: 'Transfer A-7KQ3M9XA' })).toBeInTheDocument();
  const [first, second] = book.mock.calls.map(([attempt]) => attempt);
  expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  expect(second?.values.extra).toEqual({ flightNumber: 'BA117' });
  expect(second?.payment).toEqual({ useWallet: false, card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holderName: 'Tara Traveller' } });
  // Booked without an account: the confirmation can find it again by email.
  expect(sessionStorage.getItem('bookingEmail:A-7KQ3M9XA')).toBe('tara@example.com');
});

test('no answer keeps the form and the next press sends the same key; a field the server refuses is marked beside it', async () => {
  const user = userEvent.setup();
  const book = jest.fn<Promise<BookingCallResult>, [BookingAttempt<Transfer>]>();
  book.mockResolvedValueOnce(failed(undefined)).mockResolvedValueOnce(failed(400, ERROR_CODES.validation, 'body.specialRequests: not a flight we know'));
  renderTransfer(book);
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByText(/We did not get an answer from the payment service/)).toBeInTheDocument();
  expect(screen.getByLabelText('Flight number')).toHaveValue('BA117');
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByText('Please check this field.')).toBeInTheDocument();
  expect(screen.getByLabelText('Flight number')).toHaveAccessibleDescription('Please check this field.');
  expect(book.mock.calls[1]?.[0].idempotencyKey).toBe(book.mock.calls[0]?.[0].idempotencyKey);
});

test('sold out disables Pay and offers the way back, in the words the service gave', async () => {
  const user = userEvent.setup();
  const book = jest.fn<Promise<BookingCallResult>, [BookingAttempt<Transfer>]>().mockResolvedValue(failed(409, BOOKING_ERROR_CODES.soldOut));
  renderTransfer(book);
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByText('This transfer is fully booked.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose another transfer' })).toHaveAttribute('href', '/transfers');
  expect(screen.getByRole('button', { name: /Pay USD/ })).toBeDisabled();
});

test('an anonymous visitor where the agency books signed-in travellers only is asked to sign in, in the words the service gave', async () => {
  renderTransfer(jest.fn(), { allowNonLoginFlow: false });
  expect(await screen.findByRole('heading', { name: 'Sign in to book' })).toBeInTheDocument();
  expect(screen.getByText('Wayfarer Travel keeps your transfer.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the transfer' })).toHaveAttribute('href', '/transfers');
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
});
