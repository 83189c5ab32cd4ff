import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BASE_CURRENCY } from '@travel/contracts';

export type CurrencyState = { selectedCurrency: string; exchangeRates: Record<string, number> };

const initialState: CurrencyState = { selectedCurrency: BASE_CURRENCY, exchangeRates: {} };

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    /** The visitor picked a display currency (the header remembers it: rememberCurrency). */
    currencySelected: (state, action: PayloadAction<string>) => {
      state.selectedCurrency = action.payload;
    },
    exchangeRatesLoaded: (state, action: PayloadAction<Record<string, number>>) => {
      state.exchangeRates = action.payload;
    },
  },
  selectors: {
    selectCurrency: (state) => state.selectedCurrency,
    selectExchangeRates: (state) => state.exchangeRates,
  },
});

export const { currencySelected, exchangeRatesLoaded } = currencySlice.actions;
export const { selectCurrency, selectExchangeRates } = currencySlice.selectors;
