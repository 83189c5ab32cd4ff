import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance } from 'axios';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE_NAME, LANGUAGE_COOKIE } from '@travel/contracts';

/** The page request's headers a data call carries on: the tenant, the visitor's cookies and browser. */
const FORWARDED = ['host', 'cookie', 'user-agent', 'accept-language', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * What the browser's API client sends with every call (packages/api-client client.ts), taken
 * from the page request: its token and language cookies.
 */
function visitorHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const token = request.cookies[ACCESS_TOKEN_COOKIE_NAME];
  if (token) headers['x-access-token'] = token;
  headers.language = request.cookies[LANGUAGE_COOKIE] ?? 'en';
  const session = request.cookies['x-session-id'];
  if (session) headers['x-session-id'] = session;
  return headers;
}

/** An axios adapter that answers through `app.inject`: no socket, the same routes, hooks and checks. */
function injectAdapter(app: FastifyInstance, request: FastifyRequest): AxiosAdapter {
  return async (config) => {
    const target = new URL(axios.getUri(config), 'http://in-process');
    const headers = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>;
    const response = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: target.pathname + target.search,
      headers,
      payload: typeof config.data === 'string' ? config.data : undefined,
      // Per-address limits count the visitor, not this process.
      remoteAddress: request.ip,
    });
    const result = {
      data: response.body,
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: AxiosHeaders.from(response.headers as Record<string, string>),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(result.status)) {
      throw new AxiosError(`Request failed with status code ${result.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, result);
    }
    return result;
  };
}

/** The API client a server-rendered page's data calls go through, as the visitor who asked for the page. */
export function inProcessClient(app: FastifyInstance, request: FastifyRequest): AxiosInstance {
  return axios.create({ adapter: injectAdapter(app, request), headers: { ...visitorHeaders(request), 'Content-Type': 'application/json' } });
}
