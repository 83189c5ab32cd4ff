/** The built-in catalogue prices everything in US dollars, the platform's base currency (DESIGN.md, Money). */
export const BASE_CURRENCY_CODE = 'USD';
