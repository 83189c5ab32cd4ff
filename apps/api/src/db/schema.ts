// Every table and row type of the database, in one import for the API and drizzle-kit
// (apps/api/drizzle.config.ts reads this file). The tables live in the schema-*.ts files,
// each importing what it references from the file that defines it, never from here.
export * from './schema-agencies';
export * from './schema-reference';
export * from './schema-accounts';
export * from './schema-inventory';
export * from './schema-bookings';
export * from './schema-limits';
export * from './schema-flights';
export * from './schema-command';
export * from './schema-searches';
export * from './schema-proposals';
export * from './schema-payments';
