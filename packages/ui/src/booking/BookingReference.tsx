import { Fragment, type ReactNode } from 'react';

/**
 * A booking reference as every page shows it: one unbreakable piece ('H-' never left at the
 * end of a line on a phone), read left to right and isolated from the sentence around it
 * (an Arabic sentence does not reorder it).
 */
export function BookingReference({ reference }: { reference: string }) {
  return (
    <bdi dir="ltr" className="booking-reference">
      {reference}
    </bdi>
  );
}

/** Stands for the reference in a translated sentence until it is rendered as a BookingReference. */
const SLOT = '\u2063reference\u2063';

/**
 * A translated sentence with the reference in it, the reference rendered as BookingReference:
 * `sentenceWithReference((reference) => t('wallet.spent', { reference }), booking.reference)`.
 */
export function sentenceWithReference(sentence: (reference: string) => string, reference: string): ReactNode {
  const parts = sentence(SLOT).split(SLOT);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <BookingReference reference={reference} /> : null}
      {part}
    </Fragment>
  ));
}
