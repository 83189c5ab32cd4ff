import { toMajor } from '@travel/contracts';
import { formatMoney } from '../price/formatMoney';

/** Minor units of a currency, formatted for the page's language (formatMoney): 43680 USD -> '$436.80'. */
export const formatMinor = (minor: number, currency: string, language: string): string => formatMoney(toMajor(minor, currency), currency, language);

/** With the ISO code instead of a symbol ('USD 436.80'): what a card is charged, beyond doubt. */
export const formatMinorWithCode = (minor: number, currency: string, language: string): string =>
  formatMoney(toMajor(minor, currency), currency, language, { withCode: true });

/** Everyone in the rooms, counting each child's age as a guest. */
export const guestCount = (rooms: { adults: number; childAges: number[] }[]): number =>
  rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
