import { dateTimeFormat, listFormat, portableIntlText, type PropertyPaymentMethod } from '@travel/contracts';

/** '15:00' as the page's language says a time of day ('3:00 PM', '15:00', '15.00'). */
export function clockTime(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return portableIntlText(dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 1, hours, minutes))));
}

/** 'a, b and c' in the page's language. */
export const listed = (items: readonly string[], language: string): string => listFormat(language, { type: 'conjunction' }).format(items);

/** Card brands keep their names in every language; only cash is translated. */
const BRANDS: Record<Exclude<PropertyPaymentMethod, 'cash'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const paymentMethodName = (method: PropertyPaymentMethod, cash: string): string => (method === 'cash' ? cash : BRANDS[method]);
