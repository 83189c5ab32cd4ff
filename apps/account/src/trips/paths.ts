import { ACCOUNT_PATHS } from '../sections';

export const MY_TRIPS_PATH = ACCOUNT_PATHS.traveller.mytrips;

export const tripPath = (reference: string): string => `${MY_TRIPS_PATH}/${encodeURIComponent(reference)}`;
