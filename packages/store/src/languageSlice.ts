import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '@travel/contracts';

export const languageSlice = createSlice({
  name: 'language',
  initialState: { current: 'en' as LanguageCode },
  reducers: {
    languageChanged: (state, action: PayloadAction<LanguageCode>) => {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.current,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
