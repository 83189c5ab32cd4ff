import { BOOKING_ERROR_CODES, CARD_DECLINED_TEXT, ERROR_CODES } from '@travel/contracts';
import { HttpError, ServiceUnavailableError } from '../errors';
import { moneyText } from './money-text';

/** The booking calls' refusals, with the texts the checkout shows as they are. */
export const bookingErrors = {
  loginRequired: (code: string = ERROR_CODES.unauthorized) => new HttpError(401, code, 'Log in to book'),
  soldOut: () => new HttpError(409, BOOKING_ERROR_CODES.soldOut, 'Sorry, this room was just booked by someone else; choose another room.'),
  fareSoldOut: () => new HttpError(409, BOOKING_ERROR_CODES.soldOut, 'This fare has just sold out'),
  notBookable: (reason: string) => new HttpError(400, ERROR_CODES.validation, reason),
  priceChanged: (expected: number, now: number, currency: string) =>
    new HttpError(
      409,
      BOOKING_ERROR_CODES.priceChanged,
      `The price changed from ${moneyText(expected, currency)} to ${moneyText(now, currency)}. Check the new price and confirm again.`,
    ),
  cardExpired: () => new HttpError(400, ERROR_CODES.validation, 'body.payment.card.expiry: the card has expired'),
  cardRequired: (amount: number, currency: string) =>
    new HttpError(400, ERROR_CODES.validation, `body.payment.card: a card is needed to pay ${moneyText(amount, currency)}`),
  cardDeclined: (reason: string = CARD_DECLINED_TEXT) => new HttpError(402, BOOKING_ERROR_CODES.cardDeclined, reason),
  walletUnavailable: () => new HttpError(400, BOOKING_ERROR_CODES.walletUnavailable, 'body.payment.useWallet: this account has no wallet credits to use'),
  keyReused: () =>
    new HttpError(422, BOOKING_ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used for a different booking request; use a new key for a new request.'),
  stillProcessing: () => new ServiceUnavailableError('This booking is still being processed; try again in a moment.', 2),
  notFound: (reference: string) => new HttpError(404, ERROR_CODES.notFound, `No booking ${reference}`),
  notCancellable: (reason: string) => new HttpError(409, BOOKING_ERROR_CODES.notCancellable, reason),
  refundChanged: (expected: number, now: number, currency: string) =>
    new HttpError(
      409,
      BOOKING_ERROR_CODES.refundChanged,
      `The refund changed from ${moneyText(expected, currency)} to ${moneyText(now, currency)}. Check the new amount and confirm again.`,
    ),
};
