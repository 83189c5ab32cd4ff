// Plain constants and rules first; the zod schemas sit in *.schema.ts modules so a browser
// bundle that only needs the rules leaves zod out ("sideEffects": false).
export * from './agency';
export * from './errors';
export * from './remotes';
export * from './prices';
export * from './money';
export * from './roles';
export * from './boot';
export * from './accounts';
export * from './deals';
export * from './stay-window';
export * from './search-text';
export * from './payment-card';
export * from './traveller-fields';
export * from './bookings';
export * from './hotel-rooms';
export * from './hotel-links';
export * from './agency.schema';
export * from './errors.schema';
export * from './boot.schema';
export * from './api.schema';
export * from './reference.schema';
export * from './accounts.schema';
export * from './deals.schema';
export * from './hotels.schema';
export * from './bookings.schema';
