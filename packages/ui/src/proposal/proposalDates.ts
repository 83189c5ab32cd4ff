import { dateTimeFormat, portableIntlText } from '@travel/contracts';

/** A trip's local day ('2026-07-01') in the page's language, read as the calendar day it names. */
export const formatProposalDay = (day: string, language: string): string =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** An instant (the expiry, a decision) in the page's language and the reader's own time zone. */
export const formatProposalInstant = (instant: string | Date, language: string): string =>
  portableIntlText(dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(instant)));
