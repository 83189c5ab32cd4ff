import { createSlice } from '@reduxjs/toolkit';

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { mobileMenuOpen: false },
  reducers: {
    mobileMenuToggled: (state) => {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    mobileMenuClosed: (state) => {
      state.mobileMenuOpen = false;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
  },
});

export const { mobileMenuToggled, mobileMenuClosed } = uiSlice.actions;
export const { selectMobileMenuOpen } = uiSlice.selectors;
