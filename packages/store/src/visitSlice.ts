import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './authSlice';

/**
 * What the page request tells about the visit, read once where the page starts (the browser's
 * cookies and user agent, or the request the server renders): components read it from here,
 * never from `document` or `navigator`, so the server renders what the browser will.
 */
export type VisitState = {
  /** A phone or tablet's browser, whatever the window's width (the header's touch targets). */
  mobileDevice: boolean;
  /** SPEC 2.3: hideHeader=true was remembered for the rest of the visit. */
  headerHidden: boolean;
  /** SPEC 2.3: hideFooter=true was remembered for the rest of the visit. */
  footerHidden: boolean;
};

export const initialVisit: VisitState = { mobileDevice: false, headerHidden: false, footerHidden: false };

export const visitSlice = createSlice({
  name: 'visit',
  initialState: initialVisit,
  reducers: {
    /** An embedding page asked to hide the header or footer for the rest of the visit. */
    chromeHidden: (state, action: PayloadAction<{ header: boolean; footer: boolean }>) => {
      state.headerHidden ||= action.payload.header;
      state.footerHidden ||= action.payload.footer;
    },
  },
  // Logout forgets the remembered flags with their cookies (clearSession).
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => ({ ...initialVisit, mobileDevice: state.mobileDevice }));
  },
  selectors: {
    selectMobileDevice: (state) => state.mobileDevice,
    selectHeaderHidden: (state) => state.headerHidden,
    selectFooterHidden: (state) => state.footerHidden,
  },
});

export const { chromeHidden } = visitSlice.actions;
export const { selectMobileDevice, selectHeaderHidden, selectFooterHidden } = visitSlice.selectors;
