import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { agencySlice } from './agencySlice';
import { authSlice } from './authSlice';
import { currencySlice } from './currencySlice';
import { languageSlice } from './languageSlice';
import { travelApi } from './travelApi';
import { uiSlice } from './uiSlice';

/** Remotes declare their own slices here by module augmentation, then `slice.injectInto(rootReducer)`. */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(agencySlice, authSlice, currencySlice, languageSlice, uiSlice, travelApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(travelApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
