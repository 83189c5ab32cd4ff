import { screen } from '@testing-library/react';
import { bookingFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { Voucher } from '../../src/booking';

beforeAll(() => initTestI18n());

test('a confirmed booking’s voucher asks to be shown at check-in', () => {
  renderInHost(<Voucher booking={bookingFixture()} />);
  const voucher = screen.getByRole('article', { name: 'Booking voucher' });
  expect(voucher).toHaveTextContent('Show this voucher at check-in. Questions about your booking? Contact Wayfarer Travel.');
  expect(voucher).not.toHaveTextContent('This booking is cancelled');
});

test('a cancelled booking’s voucher says it is cancelled and asks nobody to show it at check-in', () => {
  const cancelled = bookingFixture({
    status: 'cancelled',
    cancelled: { at: '2026-01-03T10:00:00.000Z', penalty: 0, refund: { card: 77054, wallet: 0, total: 77054 }, currency: 'USD' },
  });
  renderInHost(<Voucher booking={cancelled} />);
  const voucher = screen.getByRole('article', { name: 'Booking voucher' });
  expect(voucher).toHaveTextContent('Cancelled');
  expect(voucher).toHaveTextContent('This booking is cancelled: this voucher is no longer valid for check-in.');
  expect(voucher).toHaveTextContent('Questions about this booking? Contact Wayfarer Travel.');
  expect(voucher).not.toHaveTextContent(/check-in\. Questions|Show this voucher/);
});
