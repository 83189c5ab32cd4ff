import { formatMinor, formatMinorWithCode } from '../src/booking/format';
import { formatMoney } from '../src/price/formatMoney';

// Spaces differ by language (a narrow no-break space in fr, sv, no...): compared as plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');
/** The Unicode isolates the Arabic form is wrapped in, shown as <rtl>…</> and <ltr>…</> to read the table. */
const marked = (text: string) => plain(text).replace(/\u2067/g, '<rtl>').replace(/\u2066/g, '<ltr>').replace(/\u2069/g, '</>').replace(/\u200f/g, '');

describe('formatMoney: one formatter, each language its own rules', () => {
  it.each([
    ['en', '$1,234.50', '$1,235', 'USD 1,234.50'],
    ['pt', 'US$ 1.234,50', 'US$ 1.235', 'USD 1.234,50'],
    ['es', '1234,50 US$', '1235 US$', '1234,50 USD'],
    ['da', '1.234,50 US$', '1.235 US$', '1.234,50 USD'],
    ['no', '1 234,50 USD', '1 235 USD', '1 234,50 USD'],
    ['de', '1.234,50 $', '1.235 $', '1.234,50 USD'],
    ['fr', '1 234,50 $US', '1 235 $US', '1 234,50 USD'],
    ['sv', '1 234,50 US$', '1 235 US$', '1 234,50 USD'],
    // Arabic: the amount then the symbol, read right to left and isolated; the symbol kept whole.
    ['ar', '<rtl>1,234.50 <ltr>US$</></>', '<rtl>1,235 <ltr>US$</></>', '<rtl>1,234.50 <ltr>USD</></>'],
  ])('%s: %s, whole units %s, with the code %s', (language, amount, whole, withCode) => {
    expect(marked(formatMoney(1234.5, 'USD', language))).toBe(amount);
    expect(marked(formatMoney(1234.5, 'USD', language, { wholeUnits: true }))).toBe(whole);
    expect(marked(formatMoney(1234.5, 'USD', language, { withCode: true }))).toBe(withCode);
  });

  it.each([
    [1234.5, 'EUR', 'de', '1.234,50 €'],
    [1008, 'NOK', 'no', '1 008,00 kr'],
    [21548, 'MXN', 'es', '21.548,00 MXN'],
    [215.48, 'MXN', 'ar', '<rtl>215.48 <ltr>MX$</></>'],
  ])('%d %s in %s -> %s', (amount, currency, language, expected) => {
    expect(marked(formatMoney(amount, currency, language))).toBe(expected);
  });

  it('formats minor units through the same formatter', () => {
    expect(formatMinor(21548, 'USD', 'en')).toBe('$215.48');
    expect(formatMinor(21548, 'USD', 'ar')).toBe(formatMoney(215.48, 'USD', 'ar'));
    expect(plain(formatMinorWithCode(21548, 'USD', 'en'))).toBe('USD 215.48');
    expect(marked(formatMinorWithCode(21548, 'USD', 'ar'))).toBe('<rtl>215.48 <ltr>USD</></>');
  });
});
