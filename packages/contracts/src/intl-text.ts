/**
 * Dates and times as Intl formats them, with the same spaces in every engine. Node's and each
 * browser's ICU disagree on the spacing they put in ranges ("Dec 11 – 13" with thin spaces or
 * plain ones) and before "AM"/"PM" (a narrow no-break space or a no-break one): a page the server
 * rendered would not match the browser's render of it. Thin spaces become plain spaces and
 * narrow no-break spaces no-break ones, which wrap and read the same.
 */
export const portableIntlText = (text: string): string => text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0');
