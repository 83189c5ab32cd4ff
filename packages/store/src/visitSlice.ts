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
  /**
   * The visitor's calendar day the server rendered the page for (in their time zone, when their
   * browser has told it: TIME_ZONE_COOKIE); null for this device's own. The page keeps the
   * server's until it is taken over, so the browser renders the same dates.
   */
  calendarDay: string | null;
};

export const initialVisit: VisitState = { mobileDevice: false, headerHidden: false, footerHidden: false, calendarDay: null };

export const visitSlice = createSlice({
  name: 'visit',
  initialState: initialVisit,
  reducers: {
    /** An embedding page asked to hide the header or footer for the rest of the visit. */
    chromeHidden: (state, action: PayloadAction<{ header: boolean; footer: boolean }>) => {
      state.headerHidden ||= action.payload.header;
      state.footerHidden ||= action.payload.footer;
    },
    /** The page is taken over: the dates follow this device's clock from now on. */
    deviceCalendarDay: (state) => {
      state.calendarDay = null;
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
    selectCalendarDay: (state) => state.calendarDay,
  },
});

export const { chromeHidden, deviceCalendarDay } = visitSlice.actions;
export const { selectMobileDevice, selectHeaderHidden, selectFooterHidden, selectCalendarDay } = visitSlice.selectors;
