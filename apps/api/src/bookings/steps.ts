/** The points between a booking's money and database steps (book.ts, cancel-booking.ts). */
export type BookingStep = 'held' | 'charged' | 'cancelling' | 'refunded';

/**
 * Called as a booking or cancellation passes each step. It does nothing in the product;
 * the crash tests make it never return, as if the process died there, and then check
 * that the settlement sweep leaves no charge without a booking and no refund paid twice.
 */
export const bookingSteps = {
  async reached(_step: BookingStep, _reference: string): Promise<void> {},
};
