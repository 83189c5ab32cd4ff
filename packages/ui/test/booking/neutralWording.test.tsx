// The kit's texts for a service other than hotels (a flight), beside the hotel texts kept as they were.
import { screen } from '@testing-library/react';
import { ERROR_CODES, type Rates } from '@travel/contracts';
import { bookingFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { AgencyHeader, PaymentRecord, PriceSummary, SelectField, TermsCheckbox, WalletToggle, bookingFailure } from '../../src/booking';

beforeAll(() => initTestI18n());

const rates = (total: number): Rates => ({ currency: 'USD', baseRate: total - 1000, taxAndFee: 1000, totalRate: total, publishedRate: total, savedPrice: 0, discountPercentage: 0 });
const noop = () => undefined;

test.each([
  ['stay', 'Your credits cover the whole stay: $40.00.', /and the hotel's cancellation policy\.$/],
  ['booking', 'Your credits cover the whole booking: $40.00.', /and the cancellation rules shown for this booking\.$/],
] as const)('the %s wording of the wallet and the terms', (wording, covers, terms) => {
  renderInHost(
    <>
      <WalletToggle balance={5000} total={4000} currency="USD" checked={false} onChange={noop} wording={wording === 'stay' ? undefined : wording} />
      <TermsCheckbox agencyId={1} checked={false} onChange={noop} wording={wording === 'stay' ? undefined : wording} />
    </>,
  );
  expect(screen.getByText(covers)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: terms })).toBeInTheDocument();
});

test("a service's price summary names its base price its own way instead of nights × nightly", () => {
  renderInHost(<PriceSummary baseLabel="Fares" display={rates(4000)} charge={rates(4000)} />);
  expect(screen.getByText('Fares').nextSibling).toHaveTextContent('$30.00');
  expect(screen.queryByText(/night/)).not.toBeInTheDocument();
});

test('the agency header and the payment record, as a voucher or an e-ticket shows them', () => {
  const booking = bookingFixture();
  renderInHost(
    <>
      <AgencyHeader />
      <PaymentRecord booking={booking} baseLabel="Fares" />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Wayfarer Travel' })).toBeInTheDocument();
  expect(screen.getByText('Fares')).toBeInTheDocument();
  expect(screen.getByText('Visa card ending 4242')).toBeInTheDocument();
});

test('a select field is labelled and says its error beside it', () => {
  renderInHost(
    <SelectField path="passengers.0.gender" label="Gender" value="" onValue={noop} error="errors.server">
      <option value="">Choose</option>
    </SelectField>,
  );
  expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Please check this field.');
});

test.each([
  ['body.passengers.1.dateOfBirth: the date of birth is after the flight', { kind: 'field', path: 'passengers.1.dateOfBirth', messageKey: 'errors.server' }],
  ['body.passengers: at least one adult (12 or older) must travel', { kind: 'other' }],
])("a 400 naming a field only the service's form has: %s", (message, expected) => {
  const pathOf = (path: string) => (path.startsWith('passengers.') ? path : undefined);
  expect(bookingFailure({ status: 400, code: ERROR_CODES.validation, message }, pathOf)).toMatchObject(expected);
});
