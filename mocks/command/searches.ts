// GET /api/agency/searches and /api/agency/markup-simulation (apps/api/src/command/searches.ts):
// 401 anonymous, 403 where canRead greys the area, the query checked with the contract, pages
// newest first, and the wholesale only for an unrestricted agent.
import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_ERROR_CODES,
  SEARCHED_SERVICES,
  SEARCH_LIMITS,
  canRead,
  canSeeWholesale,
  flightResultsPath,
  hotelResultsPath,
  searchListQuerySchema,
  type Agency,
  type AgencySearch,
  type CommandCenterArea,
  type UserProfile,
} from '@travel/contracts';
import { viewerOf } from '../auth';
import { apiError, forAgency, queryOf, validated } from '../respond';

type StoredSearch = AgencySearch & { taxAndFee: number };

const HOUR_MS = 3_600_000;
const CITIES = [
  { id: 101, name: 'Lisbon', nightly: 9_800 },
  { id: 102, name: 'Paris', nightly: 15_600 },
  { id: 103, name: 'Tokyo', nightly: 12_400 },
];
const ROUTES = [
  ['JFK', 'LHR', 41_000],
  ['OSL', 'JFK', 52_500],
] as const;

/** 30 searches, one every five hours back from `now`: hotels and flights taking turns, the seventh finding nothing. */
export function searchesFixture(now = Date.now()): StoredSearch[] {
  return Array.from({ length: 30 }, (_, i): StoredSearch => {
    const searchedAt = new Date(now - (i * 5 + 1) * HOUR_MS).toISOString();
    const start = new Date(now + (40 + i) * 24 * HOUR_MS).toISOString().slice(0, 10);
    const end = new Date(now + (43 + i) * 24 * HOUR_MS).toISOString().slice(0, 10);
    const found = i !== 6;
    if (i % 2 === 0) {
      const city = CITIES[i % CITIES.length]!;
      const wholesale = city.nightly * 3;
      return {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        service: 'hotels',
        destination: city.name,
        path: hotelResultsPath({ destination: { cityId: city.id }, place: city.name, checkIn: start, checkOut: end, rooms: [{ adults: 2, childAges: [] }], sort: 'price', page: 1, filters: {} }),
        trip: { start, end, travellers: 2, rooms: 1 },
        lowest: found ? { currency: 'USD', traveller: wholesale + Math.round(wholesale * 0.12) + 3_000, wholesale } : null,
        taxAndFee: 3_000,
        searchedAt,
      };
    }
    const [from, to, fare] = ROUTES[Math.floor(i / 2) % ROUTES.length]!;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      service: 'flights',
      destination: `${from} → ${to}`,
      path: flightResultsPath({ from, to, depart: start, adults: 1, children: 0, infants: 0, cabin: 'economy' }),
      trip: { start, end: null, travellers: 1 },
      lowest: found ? { currency: 'USD', traveller: fare + Math.round(fare * 0.05) + 6_000, wholesale: fare } : null,
      taxAndFee: 6_000,
      searchedAt,
    };
  });
}

function asViewer(request: Request, area: CommandCenterArea, answer: (viewer: UserProfile) => Response): Response {
  const viewer = viewerOf(request);
  if (!viewer) return apiError(401, ACCOUNT_ERROR_CODES.tokenMissing, 'Log in to continue');
  if (!canRead(viewer, area)) return apiError(403, ACCOUNT_ERROR_CODES.forbidden, 'Your account may not do this');
  return answer(viewer);
}

const withoutWholesale = ({ lowest, taxAndFee: _taxAndFee, ...search }: StoredSearch, viewer: UserProfile): AgencySearch => ({
  ...search,
  lowest: lowest && (canSeeWholesale(viewer) ? lowest : { currency: lowest.currency, traveller: lowest.traveller }),
});

export function searchesHandlersFor(agency: Agency | null) {
  return [
    http.get('*/api/agency/searches', ({ request }) => {
      const query = validated('querystring', searchListQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () =>
        asViewer(request, 'searches', (viewer) => {
          const { page, pageSize, service } = query.data;
          const all = searchesFixture();
          const rows = all.filter((search) => !service || search.service === service);
          const counts = new Map<string, { service: AgencySearch['service']; destination: string; searches: number }>();
          for (const search of all) {
            const key = `${search.service}:${search.destination}`;
            counts.set(key, { service: search.service, destination: search.destination, searches: (counts.get(key)?.searches ?? 0) + 1 });
          }
          const topDestinations = SEARCHED_SERVICES.flatMap((each) =>
            [...counts.values()].filter((row) => row.service === each).sort((a, b) => b.searches - a.searches || a.destination.localeCompare(b.destination)).slice(0, SEARCH_LIMITS.topDestinations),
          );
          const searches = rows.slice((page - 1) * pageSize, page * pageSize).map((search) => withoutWholesale(search, viewer));
          return HttpResponse.json({ page, pageSize, total: rows.length, searches, topDestinations });
        }),
      );
    }),
    http.get('*/api/agency/markup-simulation', ({ request }) =>
      forAgency(agency, () =>
        asViewer(request, 'markupSettings', () => {
          const samples = SEARCHED_SERVICES.flatMap((service) =>
            searchesFixture()
              .filter((search) => search.service === service && search.lowest?.wholesale !== undefined)
              .slice(0, SEARCH_LIMITS.simulatorSamples)
              .map((search) => ({ service, destination: search.destination, currency: 'USD', wholesale: search.lowest?.wholesale ?? 0, taxAndFee: search.taxAndFee })),
          );
          return HttpResponse.json({ samples });
        }),
      ),
    ),
  ];
}
