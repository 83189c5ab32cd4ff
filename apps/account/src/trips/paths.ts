export const MY_TRIPS_PATH = '/mytrip/mytrips';

export const tripPath = (reference: string): string => `${MY_TRIPS_PATH}/${encodeURIComponent(reference)}`;
