import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PriceViewer, UserProfile } from '@travel/contracts';

/** `checking`: a token cookie exists and the profile call has not answered yet. */
export type AuthStatus = 'anonymous' | 'checking' | 'signedIn';

export type AuthState = { status: AuthStatus; user: UserProfile | null };

const initialState: AuthState = { status: 'anonymous', user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<UserProfile>) => {
      state.status = 'signedIn';
      state.user = action.payload;
    },
    /** SPEC 4 logout: the auth state is reset (cookies and storage are the caller's: logOut). */
    signedOut: () => initialState,
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthStatus: (state) => state.status,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectUser, selectAuthStatus } = authSlice.selectors;

/** Who looks at prices (packages/contracts prices.ts): null for an anonymous visitor; memoised per user. */
export const selectPriceViewer = createSelector([selectUser], (user): PriceViewer =>
  user ? { isTravelAgent: user.isTravelAgent, isRestrictedAgent: user.isRestrictedAgent } : null,
);
