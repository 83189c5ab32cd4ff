// The bookings export as CSV (RFC 4180), for spreadsheets. Pure (table tests in
// test/command-rules.test.ts); the route streams it (bookings-routes.ts).
import { type AgencyBookingRow, currencyDigits, toMajor } from '@travel/contracts';

export const BOOKING_CSV_COLUMNS = ['Reference', 'Service', 'Status', 'Title', 'Travel start', 'Travel end', 'Booked at', 'Traveller', 'Email', 'Total', 'Currency', 'Agent', 'Client'] as const;

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection), and tab or CR as its prefix. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text a spreadsheet would run as a formula gets a leading apostrophe (shown as
 * text, OWASP's advice); a cell with a quote, comma or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cells joined into one record, ended by CRLF as RFC 4180 says. */
export const csvRecord = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Minor units as the currency's decimal amount, without grouping: 123456 USD -> '1234.56', 5000 JPY -> '5000'. */
export const csvAmount = (minor: number, currency: string): string => toMajor(minor, currency).toFixed(currencyDigits(currency));

export function bookingCsvRecord(row: AgencyBookingRow): string {
  return csvRecord([
    row.reference,
    row.service,
    row.status,
    row.title,
    row.travelStart,
    row.travelEnd,
    row.bookedAt,
    row.traveller.name,
    row.traveller.email,
    csvAmount(row.total.amount, row.total.currency),
    row.total.currency,
    row.agent?.name ?? '',
    row.client?.name ?? '',
  ]);
}

/** `bookings-<subdomain>-<YYYY-MM-DD>.csv`: the subdomain is [a-z0-9-] (agencies_subdomain_check), safe in the header as it is. */
export const bookingCsvFilename = (subdomain: string, day: string): string => `bookings-${subdomain}-${day}.csv`;
