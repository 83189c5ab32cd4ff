export * from './store';
export * from './boot';
export * from './agencySlice';
export * from './currencySlice';
export * from './languageSlice';
export * from './uiSlice';
export * from './travelApi';
