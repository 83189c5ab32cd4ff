import type { z } from 'zod';
import type { carLocationSchema, citySuggestionSchema } from '@travel/contracts';

// The catalogue cities the mocks know: a hand-written copy of a few of the seed's
// (apps/api/src/seed/inventory/cities.ts, which the mocks may not import), with the seed's ids.
// Every one of them has hotels in hotel-catalogue.ts.

type CitySuggestion = z.infer<typeof citySuggestionSchema>;
type CarLocation = z.infer<typeof carLocationSchema>;

/**
 * A catalogue city: what the autosuggests send, with the main airport the car calls add and
 * the seed's three districts, which name the generated hotels.
 */
export type CatalogueCity = CitySuggestion & {
  airport: Pick<CarLocation, 'code' | 'name' | 'latitude' | 'longitude'>;
  districts: readonly [string, string, string];
};

const city = (
  id: number,
  name: string,
  countryCode: string,
  [latitude, longitude]: [number, number],
  airport: CatalogueCity['airport'],
  districts: CatalogueCity['districts'],
): CatalogueCity => ({ type: 'city', id, name, countryCode, latitude, longitude, airport, districts });

/** Seeded cities in id order, with accents and multi-word names to search by. */
export const citiesFixture: CatalogueCity[] = [
  city(1, 'New York City', 'US', [40.7128, -74.006], { code: 'JFK', name: 'John F. Kennedy International Airport', latitude: 40.6413, longitude: -73.7781 }, ['Midtown', 'SoHo', 'Chelsea']),
  city(2, 'Miami', 'US', [25.7617, -80.1918], { code: 'MIA', name: 'Miami International Airport', latitude: 25.7959, longitude: -80.287 }, ['Brickell', 'Wynwood', 'Little Havana']),
  city(3, 'Oslo', 'NO', [59.9139, 10.7522], { code: 'OSL', name: 'Oslo Airport Gardermoen', latitude: 60.1976, longitude: 11.1004 }, ['Aker Brygge', 'Grünerløkka', 'Frogner']),
  city(4, 'Cancún', 'MX', [21.1619, -86.8515], { code: 'CUN', name: 'Cancún International Airport', latitude: 21.0365, longitude: -86.8771 }, ['Zona Hotelera', 'Puerto Juárez', 'Malecón Tajamar']),
  city(6, 'London', 'GB', [51.5074, -0.1278], { code: 'LHR', name: 'Heathrow Airport', latitude: 51.47, longitude: -0.4543 }, ['Covent Garden', 'Kensington', 'Shoreditch']),
  city(7, 'São Paulo', 'BR', [-23.5505, -46.6333], { code: 'GRU', name: 'São Paulo/Guarulhos International Airport', latitude: -23.4356, longitude: -46.4731 }, ['Jardins', 'Vila Madalena', 'Pinheiros']),
  city(8, 'Rio de Janeiro', 'BR', [-22.9068, -43.1729], { code: 'GIG', name: 'Rio de Janeiro/Galeão International Airport', latitude: -22.809, longitude: -43.2506 }, ['Copacabana', 'Ipanema', 'Santa Teresa']),
  city(9, 'Lisbon', 'PT', [38.7223, -9.1393], { code: 'LIS', name: 'Humberto Delgado Airport', latitude: 38.7742, longitude: -9.1342 }, ['Alfama', 'Baixa', 'Príncipe Real']),
  city(11, 'Barcelona', 'ES', [41.3874, 2.1686], { code: 'BCN', name: 'Josep Tarradellas Barcelona–El Prat Airport', latitude: 41.2974, longitude: 2.0833 }, ['Eixample', 'El Born', 'Gràcia']),
  city(12, 'Paris', 'FR', [48.8566, 2.3522], { code: 'CDG', name: 'Paris Charles de Gaulle Airport', latitude: 49.0097, longitude: 2.5479 }, ['Le Marais', 'Saint-Germain', 'Montmartre']),
  city(13, 'Rome', 'IT', [41.9028, 12.4964], { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport', latitude: 41.8003, longitude: 12.2389 }, ['Trastevere', 'Monti', 'Prati']),
  city(18, 'Dubai', 'AE', [25.2048, 55.2708], { code: 'DXB', name: 'Dubai International Airport', latitude: 25.2532, longitude: 55.3657 }, ['Downtown', 'Dubai Marina', 'Deira']),
  city(19, 'Tokyo', 'JP', [35.6762, 139.6503], { code: 'HND', name: 'Tokyo Haneda Airport', latitude: 35.5494, longitude: 139.7798 }, ['Shinjuku', 'Ginza', 'Asakusa']),
  city(24, 'Mexico City', 'MX', [19.4326, -99.1332], { code: 'MEX', name: 'Mexico City International Airport', latitude: 19.4361, longitude: -99.0719 }, ['Polanco', 'Roma Norte', 'Coyoacán']),
  city(46, 'Montréal', 'CA', [45.5019, -73.5674], { code: 'YUL', name: 'Montréal–Trudeau International Airport', latitude: 45.4706, longitude: -73.7408 }, ['Vieux-Montréal', 'Plateau Mont-Royal', 'Griffintown']),
];

/** The suggestion the autosuggests send for a city: without the airport and districts. */
export const citySuggestion = ({ airport: _airport, districts: _districts, ...suggestion }: CatalogueCity): CitySuggestion => suggestion;
