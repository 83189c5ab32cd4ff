import { http, HttpResponse } from 'msw';
import { ERROR_CODES, flightSearchQuerySchema, type Agency } from '@travel/contracts';
import { viewerOf } from '../../auth';
import { noExchangeRate } from '../../pricing';
import { apiError, forAgency, queryOf, validated } from '../../respond';
import { knownAirport, searchFlights } from './search';

/** msw handlers for the flights journey's calls, for one agency. */
export function flightsHandlersFor(agency: Agency | null) {
  return [
    http.get('*/api/flights/search', ({ request }) => {
      const query = validated('querystring', flightSearchQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () => {
        const unknown = (['from', 'to'] as const).find((field) => !knownAirport(query.data[field]));
        if (unknown) return apiError(400, ERROR_CODES.validation, `querystring.${unknown}: no airport ${query.data[unknown]}`);
        const answer = searchFlights(query.data, viewerOf(request));
        return answer ? HttpResponse.json(answer) : noExchangeRate('querystring.currency', query.data.currency);
      });
    }),
  ];
}
