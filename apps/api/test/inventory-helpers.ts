import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestServer } from './helpers';

export const HOTEL_SEARCH = '/api/dealray/deals/hotel-search';
export const ACTIVITY_SEARCH = '/api/dealray/deals/activity-search';
export const CAR_SEARCH = '/api/dealray/deals/car-search';


export type Send = (method: InjectOptions['method'], url: string, body?: unknown, host?: string) => Promise<LightMyRequestResponse>;

/** A JSON request to the app, on wayfarer unless another host is named. */
export function sender(server: () => TestServer): Send {
  return (method, url, body, host = 'wayfarer.localhost') =>
    server().app.inject({ method, url, headers: { host }, ...(body === undefined ? {} : { payload: body as object }) });
}
