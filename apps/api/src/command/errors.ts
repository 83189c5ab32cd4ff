import { COMMAND_ERROR_CODES, ERROR_CODES } from '@travel/contracts';
import { HttpError } from '../errors';

/** The Command Center's refusals. An id outside what the user may see reads exactly as an unknown one. */
export const commandErrors = {
  clientNotFound: (clientId: string) => new HttpError(404, COMMAND_ERROR_CODES.clientNotFound, `No client ${clientId} among the clients you may see`),
  clientEmailTaken: (email: string) => new HttpError(409, COMMAND_ERROR_CODES.clientEmailTaken, `body.email: the agency already has a client with the email ${email}`),
  bookingNotFound: (reference: string) => new HttpError(404, ERROR_CODES.notFound, `No booking ${reference} among the bookings you may see`),
};
