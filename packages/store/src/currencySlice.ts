import { createSlice } from '@reduxjs/toolkit';

/** USD is the base currency and the default display currency (SPEC 9). */
export const BASE_CURRENCY = 'USD';

export type CurrencyState = { selectedCurrency: string; exchangeRates: Record<string, number> };

const initialState: CurrencyState = { selectedCurrency: BASE_CURRENCY, exchangeRates: {} };

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  // The currency picker (and its rules: SPEC 4) comes with the header; start-up sets the default.
  reducers: {},
  selectors: {
    selectCurrency: (state) => state.selectedCurrency,
  },
});

export const { selectCurrency } = currencySlice.selectors;
