/**
 * The car rental companies of the generated catalogue (invented names, no real trademarks):
 * the API's seed offers their cars, and the logo artwork (supplier.ts) writes their names.
 */
export const CAR_SUPPLIERS = ['Atlas Rent a Car', 'Bluebird Car Hire', 'Northwind Rentals', 'Kestrel Drive', 'Harbor Auto Rental', 'Meridian Mobility'] as const;
