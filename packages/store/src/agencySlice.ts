import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Agency, Boot } from '@travel/contracts';
import { ERROR_CODES } from '@travel/contracts';

export type AgencyStatus = 'loading' | 'ready' | 'notFound' | 'inactive' | 'failed';

export type AgencyState = { status: AgencyStatus; data: Agency | null };

const initialState: AgencyState = { status: 'loading', data: null };

/** SPEC 4 start-up: which screen the shell shows for what the server said about the tenant. */
export function agencyStateFromBoot(boot: Pick<Boot, 'agency' | 'error'>): AgencyState {
  if (boot.error?.code === ERROR_CODES.agencyNotFound) return { status: 'notFound', data: null };
  if (boot.error?.code === ERROR_CODES.agencyInactive) return { status: 'inactive', data: boot.agency };
  if (boot.agency) return { status: 'ready', data: boot.agency };
  return { status: 'failed', data: null };
}

export const agencySlice = createSlice({
  name: 'agency',
  initialState,
  // Filled from the start-up data when the host creates the store (makeStoreFromBoot); after
  // that only the agency's own settings pages change it (Website Settings).
  reducers: {
    agencyUpdated: (state, action: PayloadAction<Agency>) => {
      state.data = action.payload;
    },
  },
  selectors: {
    selectAgency: (state) => state.data,
    selectAgencyStatus: (state) => state.status,
  },
});

export const { agencyUpdated } = agencySlice.actions;
export const { selectAgency, selectAgencyStatus } = agencySlice.selectors;
