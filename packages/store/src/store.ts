import type { AxiosInstance } from 'axios';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { agencySlice } from './agencySlice';
import { authSlice } from './authSlice';
import { currencySlice } from './currencySlice';
import { languageSlice } from './languageSlice';
import { travelApi } from './travelApi';
import { uiSlice } from './uiSlice';
import { visitSlice } from './visitSlice';

/**
 * What the store's calls run with. The browser leaves it empty (the shared API client); the
 * server gives each request's store a client that answers in process, as that visitor.
 */
export interface StoreExtra {
  http?: AxiosInstance;
}

/** Remotes declare their own slices here by module augmentation, then `slice.injectInto(rootReducer)`. */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(agencySlice, authSlice, currencySlice, languageSlice, uiSlice, visitSlice, travelApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(travelApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
