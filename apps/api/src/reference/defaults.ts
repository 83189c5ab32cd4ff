/**
 * Display currencies an agency offers until it chooses its own: the world's most traded
 * and most travelled-with, in code order, so the list starts with AED as the shell's
 * currency list does (SPEC 3).
 */
export const DEFAULT_ENABLED_CURRENCIES: readonly string[] = [
  'AED', 'ARS', 'AUD', 'BRL', 'CAD', 'CHF', 'CLP', 'CNY', 'COP', 'CZK', 'DKK', 'EGP', 'EUR', 'GBP', 'HKD', 'INR',
  'ISK', 'JPY', 'KRW', 'MAD', 'MXN', 'NOK', 'NZD', 'PEN', 'PLN', 'SAR', 'SEK', 'SGD', 'THB', 'TRY', 'USD', 'ZAR',
];
