/**
 * The airlines of the built-in flight inventory: IATA code, name and the two colours their
 * badge is painted in (airline.ts). The API's schedule (apps/api/src/services/flights)
 * flies them; their badges are drawn here, no trademarked artwork.
 */
export interface AirlineBrand {
  code: string;
  name: string;
  /** The tail fin's colour and the stripe across it. */
  colours: readonly [string, string];
}

export const AIRLINES: readonly AirlineBrand[] = [
  { code: 'BA', name: 'British Airways', colours: ['#075aaa', '#eb2226'] },
  { code: 'AF', name: 'Air France', colours: ['#002157', '#e4002b'] },
  { code: 'KL', name: 'KLM Royal Dutch Airlines', colours: ['#00a1de', '#ffffff'] },
  { code: 'LH', name: 'Lufthansa', colours: ['#05164d', '#ffad00'] },
  { code: 'IB', name: 'Iberia', colours: ['#d7192d', '#ffcc00'] },
  { code: 'TP', name: 'TAP Air Portugal', colours: ['#00a651', '#ed1c24'] },
  { code: 'SK', name: 'Scandinavian Airlines', colours: ['#000b87', '#ffffff'] },
  { code: 'DY', name: 'Norwegian', colours: ['#d81939', '#ffffff'] },
  { code: 'AY', name: 'Finnair', colours: ['#0b1560', '#ffffff'] },
  { code: 'TK', name: 'Turkish Airlines', colours: ['#c70a0c', '#ffffff'] },
  { code: 'EK', name: 'Emirates', colours: ['#d71921', '#c8a45c'] },
  { code: 'QR', name: 'Qatar Airways', colours: ['#5c0632', '#a7a9ac'] },
  { code: 'ET', name: 'Ethiopian Airlines', colours: ['#078930', '#fcdd09'] },
  { code: 'SA', name: 'South African Airways', colours: ['#003b6f', '#f2a900'] },
  { code: 'SQ', name: 'Singapore Airlines', colours: ['#1d2a5d', '#f99f1c'] },
  { code: 'CX', name: 'Cathay Pacific', colours: ['#006564', '#ffffff'] },
  { code: 'NH', name: 'All Nippon Airways', colours: ['#13448f', '#00a0dd'] },
  { code: 'QF', name: 'Qantas', colours: ['#e40000', '#ffffff'] },
  { code: 'NZ', name: 'Air New Zealand', colours: ['#000000', '#00b5e2'] },
  { code: 'DL', name: 'Delta Air Lines', colours: ['#003366', '#c8102e'] },
  { code: 'UA', name: 'United Airlines', colours: ['#002244', '#0077c8'] },
  { code: 'AA', name: 'American Airlines', colours: ['#0078d2', '#c30019'] },
  { code: 'AC', name: 'Air Canada', colours: ['#d22630', '#000000'] },
  { code: 'AM', name: 'Aeroméxico', colours: ['#0b2343', '#e31837'] },
  { code: 'LA', name: 'LATAM Airlines', colours: ['#1b0088', '#e8114b'] },
];

/** The airline's logo, as served by the API's image route. */
export const airlineLogo = (code: string): string => `/images/airlines/${code.toLowerCase()}.svg`;
