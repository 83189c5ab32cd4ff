export * from './clients';
export * from './errors';
export * from './clients.schema';
export * from './paging.schema';
export * from './agency-bookings.schema';
export * from './product-settings.schema';
export * from './dashboard.schema';
