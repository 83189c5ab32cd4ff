import { render, screen } from '@testing-library/react';
import { BookingReference, sentenceWithReference } from '../../src/booking/BookingReference';

test('a reference is one left-to-right, isolated, unbreakable piece', () => {
  render(<p>Your reference is <BookingReference reference="H-UWHVQEVW" /></p>);
  const reference = screen.getByText('H-UWHVQEVW');
  expect(reference.tagName).toBe('BDI');
  expect(reference).toHaveAttribute('dir', 'ltr');
  expect(reference).toHaveClass('booking-reference');
});

test.each([
  ['Paid towards booking {{reference}}', 'Paid towards booking H-UWHVQEVW'],
  ['Cancel booking {{reference}}?', 'Cancel booking H-UWHVQEVW?'],
  ['{{reference}} a été annulée', 'H-UWHVQEVW a été annulée'],
  ['إلغاء الحجز {{reference}}؟', 'إلغاء الحجز H-UWHVQEVW؟'],
])('a translated sentence keeps its words and renders the reference whole: %s', (template, text) => {
  const { container } = render(<p>{sentenceWithReference((reference) => template.replace('{{reference}}', reference), 'H-UWHVQEVW')}</p>);
  expect(container).toHaveTextContent(text, { normalizeWhitespace: false });
  expect(container.querySelectorAll('bdi.booking-reference')).toHaveLength(1);
});
