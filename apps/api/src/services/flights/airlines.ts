import { AIRLINES, airlineLogo } from '@travel/artwork';
import type { FlightAirline } from '@travel/contracts';

/** Where an airline flies from and how far: its network is built from this (network.ts). */
export interface Airline extends FlightAirline {
  /** The three-digit accounting code its e-ticket numbers start with. */
  ticketingCode: string;
  /** Its hubs among the seeded airports: every route starts or ends at one. */
  hubs: readonly string[];
  /** From a hub, every seeded airport this close is served. */
  regionalKm: number;
  /** From a hub, the other airlines' hubs this close are served (the long haul). */
  rangeKm: number;
}

type Network = Omit<Airline, 'code' | 'name' | 'logo'>;

/** The real hubs and ticketing codes of the airlines whose badges artwork paints. */
const NETWORKS: Readonly<Record<string, Network>> = {
  BA: { ticketingCode: '125', hubs: ['LHR', 'LGW'], regionalKm: 3000, rangeKm: 14_000 },
  AF: { ticketingCode: '057', hubs: ['CDG', 'ORY'], regionalKm: 3000, rangeKm: 14_000 },
  KL: { ticketingCode: '074', hubs: ['AMS'], regionalKm: 3000, rangeKm: 13_000 },
  LH: { ticketingCode: '220', hubs: ['FRA', 'MUC'], regionalKm: 3000, rangeKm: 13_000 },
  IB: { ticketingCode: '075', hubs: ['MAD'], regionalKm: 2500, rangeKm: 11_000 },
  TP: { ticketingCode: '047', hubs: ['LIS'], regionalKm: 2500, rangeKm: 9000 },
  SK: { ticketingCode: '117', hubs: ['CPH', 'ARN', 'OSL'], regionalKm: 2500, rangeKm: 9500 },
  DY: { ticketingCode: '328', hubs: ['OSL', 'ARN', 'CPH', 'HEL'], regionalKm: 3000, rangeKm: 4500 },
  AY: { ticketingCode: '105', hubs: ['HEL'], regionalKm: 2500, rangeKm: 11_000 },
  TK: { ticketingCode: '235', hubs: ['IST'], regionalKm: 3500, rangeKm: 13_000 },
  EK: { ticketingCode: '176', hubs: ['DXB'], regionalKm: 4000, rangeKm: 14_500 },
  QR: { ticketingCode: '157', hubs: ['DOH'], regionalKm: 4000, rangeKm: 14_600 },
  ET: { ticketingCode: '071', hubs: ['ADD'], regionalKm: 4500, rangeKm: 12_000 },
  SA: { ticketingCode: '083', hubs: ['JNB'], regionalKm: 4000, rangeKm: 11_000 },
  SQ: { ticketingCode: '618', hubs: ['SIN'], regionalKm: 4000, rangeKm: 15_500 },
  CX: { ticketingCode: '160', hubs: ['HKG'], regionalKm: 4000, rangeKm: 14_000 },
  NH: { ticketingCode: '205', hubs: ['HND', 'NRT'], regionalKm: 3500, rangeKm: 11_500 },
  QF: { ticketingCode: '081', hubs: ['SYD', 'MEL'], regionalKm: 4500, rangeKm: 14_500 },
  NZ: { ticketingCode: '086', hubs: ['AKL'], regionalKm: 4500, rangeKm: 13_000 },
  DL: { ticketingCode: '006', hubs: ['ATL', 'JFK', 'LAX', 'SEA'], regionalKm: 4500, rangeKm: 13_000 },
  UA: { ticketingCode: '016', hubs: ['ORD', 'SFO', 'IAH', 'EWR', 'DEN'], regionalKm: 4500, rangeKm: 14_000 },
  AA: { ticketingCode: '001', hubs: ['DFW', 'MIA', 'ORD', 'JFK', 'LAX'], regionalKm: 4500, rangeKm: 13_000 },
  AC: { ticketingCode: '014', hubs: ['YYZ', 'YVR', 'YUL'], regionalKm: 4500, rangeKm: 13_000 },
  AM: { ticketingCode: '139', hubs: ['MEX'], regionalKm: 3500, rangeKm: 11_000 },
  LA: { ticketingCode: '045', hubs: ['SCL', 'LIM', 'GRU'], regionalKm: 4000, rangeKm: 11_000 },
};

export const FLIGHT_AIRLINES: readonly Airline[] = AIRLINES.map((brand) => {
  const network = NETWORKS[brand.code];
  if (!network) throw new Error(`no network for the airline ${brand.code}`);
  return { code: brand.code, name: brand.name, logo: airlineLogo(brand.code), ...network };
});

/** Airlines whose long-haul aircraft have a first-class cabin. */
export const FIRST_CLASS_AIRLINES: ReadonlySet<string> = new Set(['BA', 'AF', 'LH', 'EK', 'QR', 'SQ', 'CX', 'NH', 'QF', 'AA']);
/** Airlines that fly the A380 on some of their long routes. */
export const A380_AIRLINES: ReadonlySet<string> = new Set(['EK', 'QR', 'SQ', 'BA', 'QF', 'LH']);

/** The airline as a segment names it. */
export const airlineView = ({ code, name, logo }: Airline): FlightAirline => ({ code, name, logo });
