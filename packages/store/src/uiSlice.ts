import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC 2.9: the login, signup and save-price modals; one at a time. */
export type ModalName = 'login' | 'signup' | 'savePrice';

export type UiState = {
  mobileMenuOpen: boolean;
  sidebarOpen: boolean;
  modal: ModalName | null;
  /** The email the signup form starts with, when the signup modal was opened for one (signupOpenedFor). */
  signupEmail: string | null;
};

const initialState: UiState = { mobileMenuOpen: false, sidebarOpen: true, modal: null, signupEmail: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuToggled: (state) => {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    mobileMenuClosed: (state) => {
      state.mobileMenuOpen = false;
    },
    sidebarToggled: (state) => {
      state.sidebarOpen = !state.sidebarOpen;
    },
    sidebarSet: (state, action: PayloadAction<boolean>) => {
      state.sidebarOpen = action.payload;
    },
    /** Opening a modal closes the one that was open (login -> "Sign up instead" -> signup). */
    modalOpened: (state, action: PayloadAction<ModalName>) => {
      state.modal = action.payload;
      state.signupEmail = null;
      state.mobileMenuOpen = false;
    },
    /** The signup modal with the email filled in (a traveller who booked without an account). */
    signupOpenedFor: (state, action: PayloadAction<string>) => {
      state.modal = 'signup';
      state.signupEmail = action.payload;
      state.mobileMenuOpen = false;
    },
    modalClosed: (state) => {
      state.modal = null;
      state.signupEmail = null;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectModal: (state) => state.modal,
    selectSignupEmail: (state) => state.signupEmail,
  },
});

export const { mobileMenuToggled, mobileMenuClosed, sidebarToggled, sidebarSet, modalOpened, signupOpenedFor, modalClosed } = uiSlice.actions;
export const { selectMobileMenuOpen, selectSidebarOpen, selectModal, selectSignupEmail } = uiSlice.selectors;
