import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** USD is the base currency and the default display currency (SPEC 9). */
export const BASE_CURRENCY = 'USD';

export type CurrencyState = { selectedCurrency: string; exchangeRates: Record<string, number> };

const initialState: CurrencyState = { selectedCurrency: BASE_CURRENCY, exchangeRates: {} };

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    currencySelected: (state, action: PayloadAction<string>) => {
      state.selectedCurrency = action.payload;
    },
  },
  selectors: {
    selectCurrency: (state) => state.selectedCurrency,
  },
});

export const { currencySelected } = currencySlice.actions;
export const { selectCurrency } = currencySlice.selectors;
