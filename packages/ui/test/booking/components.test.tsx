import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { splitPayment, type Rates } from '@travel/contracts';
import { initTestI18n, renderInHost } from '@travel/mocks';
import { CardPaymentForm, LeadTravellerFields, PriceSummary, WalletToggle, type CardValues, type FieldErrors } from '../../src/booking';
import { cardErrors } from '../../src/booking/rules';

beforeAll(() => initTestI18n());

/** The card form as a page uses it: errors shown for the fields left. */
function CardForm() {
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '', holderName: '' });
  const [left, setLeft] = useState<string[]>([]);
  const all = cardErrors(values, '2026-11-15');
  const errors: FieldErrors = Object.fromEntries(Object.entries(all).filter(([path]) => left.includes(path)));
  return <CardPaymentForm values={values} errors={errors} onChange={setValues} onBlur={(path) => setLeft((l) => [...l, path])} />;
}

test('the card number is grouped as typed, its brand shown, and a bad number explained next to it', async () => {
  const user = userEvent.setup();
  renderInHost(<CardForm />);
  const number = screen.getByLabelText('Card number');
  expect(number).toHaveAttribute('autocomplete', 'cc-number');
  expect(number).toHaveAttribute('inputmode', 'numeric');
  await user.type(number, '4242424242424241');
  expect(number).toHaveValue('4242 4242 4242 4241');
  expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
  await user.tab();
  expect(screen.getByText('This card number is not valid. Check it for typing errors.')).toBeInTheDocument();
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(number).toHaveAccessibleDescription('This card number is not valid. Check it for typing errors.');
  // What was typed stays, to be corrected.
  expect(number).toHaveValue('4242 4242 4242 4241');
});

test('expiry and CVC: an expired card and a short code are refused with their reasons', async () => {
  const user = userEvent.setup();
  renderInHost(<CardForm />);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0120');
  expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('01/20');
  await user.type(screen.getByLabelText('Security code (CVC)'), '12');
  await user.tab();
  expect(screen.getByText('This card has expired.')).toBeInTheDocument();
  expect(screen.getByText('Enter the security code printed on the card (3 digits, 4 for American Express).')).toBeInTheDocument();
  expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
  expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
});

test('the test mode note lists the approving and declining test cards', () => {
  renderInHost(<CardForm />);
  const note = screen.getByRole('complementary', { name: 'Test mode' });
  expect(note).toHaveTextContent('4242 4242 4242 4242 is approved.');
  expect(note).toHaveTextContent('4000 0000 0000 0002 is declined.');
});

test('in Arabic the test card numbers and the phone example stay left to right, isolated from the sentence', async () => {
  await initTestI18n('ar');
  renderInHost(
    <>
      <CardForm />
      <LeadTravellerFields
        values={{ firstName: '', lastName: '', email: '', phone: '' }}
        errors={{}}
        onChange={() => undefined}
        onBlur={() => undefined}
        intro=""
      />
    </>,
  );
  for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002']) {
    const shown = screen.getByText(number);
    expect(shown.tagName).toBe('BDI');
    expect(shown).toHaveAttribute('dir', 'ltr');
  }
  // A hint is plain text: the example number is wrapped in Unicode's left-to-right isolate.
  expect(screen.getByLabelText('الهاتف')).toHaveAccessibleDescription(expect.stringContaining('\u2066+1 212 555 0100\u2069'));
  await initTestI18n('en');
});

test.each([
  [49140, 15000, { walletAmount: 15000, cardAmount: 34140 }],
  [10000, 15000, { walletAmount: 10000, cardAmount: 0 }],
  [10000, 0, { walletAmount: 0, cardAmount: 10000 }],
])('wallet math: a total of %i with %i of credits', (total, balance, split) => {
  expect(splitPayment(total, balance, true)).toEqual(split);
});

test('the wallet toggle says how much the credits cover and what the card pays', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderInHost(<WalletToggle balance={15000} total={49140} currency="USD" checked={false} onChange={onChange} />);
  expect(screen.getByText('Your credits cover $150.00; your card pays the remaining $341.40.')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Use my wallet credits (balance $150.00)' }));
  expect(onChange).toHaveBeenCalledWith(true);
});

const usd: Rates = { currency: 'USD', baseRate: 43680, taxAndFee: 5460, totalRate: 49140, publishedRate: 63882, savedPrice: 14742, discountPercentage: 23.1 };
const eur: Rates = { currency: 'EUR', baseRate: 37565, taxAndFee: 4696, totalRate: 42261, publishedRate: 54939, savedPrice: 12678, discountPercentage: 23.1 };

test('the price summary shows the display currency and what is charged in the offer currency', () => {
  renderInHost(<PriceSummary nights={2} rooms={1} display={eur} charge={usd} split={splitPayment(usd.totalRate, 15000, true)} />);
  expect(screen.getByText('2 nights × €187.83')).toBeInTheDocument();
  expect(screen.getByText('€422.61')).toBeInTheDocument();
  expect(screen.getByText(/Charged as USD\s491\.40/)).toBeInTheDocument();
  expect(screen.getByText('Paid with credits').nextSibling).toHaveTextContent('−$150.00');
  expect(screen.getByText('Paid by card').nextSibling).toHaveTextContent('$341.40');
});
