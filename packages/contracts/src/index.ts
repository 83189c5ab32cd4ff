export * from './agency';
export * from './errors';
export * from './remotes';
export * from './boot';
export * from './api';
