/**
 * Real cities with their centre and main airport (IATA code, name, position). Ids are the
 * position in this list: append new cities at the end so existing ids never move.
 * `costFactor` scales generated prices (Oslo costs more than Lima); `districts` are real
 * neighbourhoods that give generated hotels and activities plausible names; `coastal`
 * cities' pictures show the water (@travel/artwork's settingOf).
 */
export interface CitySeed {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  airport: { iata: string; name: string; latitude: number; longitude: number };
  costFactor: number;
  districts: [string, string, string];
  coastal: boolean;
}

/** Marks a city on a sea, or on a lake big enough to look like one from its shore (Chicago, Toronto, Zürich). */
const COAST = 'coast';

const city = (
  name: string,
  countryCode: string,
  latitude: number,
  longitude: number,
  iata: string,
  airportName: string,
  airportLatitude: number,
  airportLongitude: number,
  costFactor: number,
  districts: [string, string, string],
  water?: typeof COAST,
): CitySeed => ({
  name,
  countryCode,
  latitude,
  longitude,
  airport: { iata, name: airportName, latitude: airportLatitude, longitude: airportLongitude },
  costFactor,
  districts,
  coastal: water === COAST,
});

export const CITIES: readonly CitySeed[] = [
  city('New York City', 'US', 40.7128, -74.006, 'JFK', 'John F. Kennedy International Airport', 40.6413, -73.7781, 1.6, ['Midtown', 'SoHo', 'Chelsea'], COAST),
  city('Miami', 'US', 25.7617, -80.1918, 'MIA', 'Miami International Airport', 25.7959, -80.287, 1.3, ['Brickell', 'Wynwood', 'Little Havana'], COAST),
  city('Oslo', 'NO', 59.9139, 10.7522, 'OSL', 'Oslo Airport Gardermoen', 60.1976, 11.1004, 1.4, ['Aker Brygge', 'Grünerløkka', 'Frogner'], COAST),
  city('Cancún', 'MX', 21.1619, -86.8515, 'CUN', 'Cancún International Airport', 21.0365, -86.8771, 1.0, ['Zona Hotelera', 'Puerto Juárez', 'Malecón Tajamar'], COAST),
  city('Chicago', 'US', 41.8781, -87.6298, 'ORD', "O'Hare International Airport", 41.9742, -87.9073, 1.3, ['The Loop', 'River North', 'Lincoln Park'], COAST),
  city('London', 'GB', 51.5074, -0.1278, 'LHR', 'Heathrow Airport', 51.47, -0.4543, 1.6, ['Covent Garden', 'Kensington', 'Shoreditch']),
  city('São Paulo', 'BR', -23.5505, -46.6333, 'GRU', 'São Paulo/Guarulhos International Airport', -23.4356, -46.4731, 0.8, ['Jardins', 'Vila Madalena', 'Pinheiros']),
  city('Rio de Janeiro', 'BR', -22.9068, -43.1729, 'GIG', 'Rio de Janeiro/Galeão International Airport', -22.809, -43.2506, 0.9, ['Copacabana', 'Ipanema', 'Santa Teresa'], COAST),
  city('Lisbon', 'PT', 38.7223, -9.1393, 'LIS', 'Humberto Delgado Airport', 38.7742, -9.1342, 1.0, ['Alfama', 'Baixa', 'Príncipe Real'], COAST),
  city('Madrid', 'ES', 40.4168, -3.7038, 'MAD', 'Adolfo Suárez Madrid–Barajas Airport', 40.4983, -3.5676, 1.1, ['Salamanca', 'Malasaña', 'La Latina']),
  city('Barcelona', 'ES', 41.3874, 2.1686, 'BCN', 'Josep Tarradellas Barcelona–El Prat Airport', 41.2974, 2.0833, 1.2, ['Eixample', 'El Born', 'Gràcia'], COAST),
  city('Paris', 'FR', 48.8566, 2.3522, 'CDG', 'Paris Charles de Gaulle Airport', 49.0097, 2.5479, 1.5, ['Le Marais', 'Saint-Germain', 'Montmartre']),
  city('Rome', 'IT', 41.9028, 12.4964, 'FCO', 'Leonardo da Vinci–Fiumicino Airport', 41.8003, 12.2389, 1.2, ['Trastevere', 'Monti', 'Prati']),
  city('Berlin', 'DE', 52.52, 13.405, 'BER', 'Berlin Brandenburg Airport', 52.3667, 13.5033, 1.1, ['Mitte', 'Kreuzberg', 'Prenzlauer Berg']),
  city('Copenhagen', 'DK', 55.6761, 12.5683, 'CPH', 'Copenhagen Airport', 55.618, 12.6508, 1.4, ['Nyhavn', 'Vesterbro', 'Nørrebro'], COAST),
  city('Stockholm', 'SE', 59.3293, 18.0686, 'ARN', 'Stockholm Arlanda Airport', 59.6498, 17.9238, 1.3, ['Gamla Stan', 'Södermalm', 'Östermalm'], COAST),
  city('Reykjavik', 'IS', 64.1466, -21.9426, 'KEF', 'Keflavík International Airport', 63.985, -22.6056, 1.5, ['Miðborg', 'Vesturbær', 'Laugardalur'], COAST),
  city('Dubai', 'AE', 25.2048, 55.2708, 'DXB', 'Dubai International Airport', 25.2532, 55.3657, 1.3, ['Downtown', 'Dubai Marina', 'Deira'], COAST),
  city('Tokyo', 'JP', 35.6762, 139.6503, 'HND', 'Tokyo Haneda Airport', 35.5494, 139.7798, 1.3, ['Shinjuku', 'Ginza', 'Asakusa'], COAST),
  city('Sydney', 'AU', -33.8688, 151.2093, 'SYD', 'Sydney Kingsford Smith Airport', -33.9399, 151.1753, 1.3, ['The Rocks', 'Darling Harbour', 'Surry Hills'], COAST),
  city('Los Angeles', 'US', 34.0522, -118.2437, 'LAX', 'Los Angeles International Airport', 33.9416, -118.4085, 1.4, ['Hollywood', 'Downtown', 'Silver Lake'], COAST),
  city('San Francisco', 'US', 37.7749, -122.4194, 'SFO', 'San Francisco International Airport', 37.6213, -122.379, 1.5, ['Union Square', 'Nob Hill', 'Mission District'], COAST),
  city('Toronto', 'CA', 43.6532, -79.3832, 'YYZ', 'Toronto Pearson International Airport', 43.6777, -79.6248, 1.2, ['Yorkville', 'Distillery District', 'Queen West'], COAST),
  city('Mexico City', 'MX', 19.4326, -99.1332, 'MEX', 'Mexico City International Airport', 19.4361, -99.0719, 0.8, ['Polanco', 'Roma Norte', 'Coyoacán']),
  city('Bangkok', 'TH', 13.7563, 100.5018, 'BKK', 'Suvarnabhumi Airport', 13.69, 100.7501, 0.7, ['Sukhumvit', 'Silom', 'Riverside']),
  city('Singapore', 'SG', 1.3521, 103.8198, 'SIN', 'Singapore Changi Airport', 1.3644, 103.9915, 1.4, ['Marina Bay', 'Chinatown', 'Orchard'], COAST),
  city('Cape Town', 'ZA', -33.9249, 18.4241, 'CPT', 'Cape Town International Airport', -33.9715, 18.6021, 0.8, ['V&A Waterfront', 'Bo-Kaap', 'Camps Bay'], COAST),
  city('Istanbul', 'TR', 41.0082, 28.9784, 'IST', 'Istanbul Airport', 41.2753, 28.7519, 0.8, ['Sultanahmet', 'Beyoğlu', 'Karaköy'], COAST),
  city('Athens', 'GR', 37.9838, 23.7275, 'ATH', 'Athens International Airport Eleftherios Venizelos', 37.9364, 23.9445, 0.9, ['Plaka', 'Monastiraki', 'Kolonaki'], COAST),
  city('Amsterdam', 'NL', 52.3676, 4.9041, 'AMS', 'Amsterdam Airport Schiphol', 52.3105, 4.7683, 1.4, ['Jordaan', 'De Pijp', 'Canal Ring']),
  city('Vienna', 'AT', 48.2082, 16.3738, 'VIE', 'Vienna International Airport', 48.1103, 16.5697, 1.1, ['Innere Stadt', 'Neubau', 'Leopoldstadt']),
  city('Prague', 'CZ', 50.0755, 14.4378, 'PRG', 'Václav Havel Airport Prague', 50.1008, 14.26, 0.8, ['Malá Strana', 'Staré Město', 'Vinohrady']),
  city('Buenos Aires', 'AR', -34.6037, -58.3816, 'EZE', 'Ministro Pistarini International Airport', -34.8222, -58.5358, 0.7, ['Palermo', 'San Telmo', 'Recoleta'], COAST),
  city('Lima', 'PE', -12.0464, -77.0428, 'LIM', 'Jorge Chávez International Airport', -12.0219, -77.1143, 0.7, ['Miraflores', 'Barranco', 'San Isidro'], COAST),
  city('Marrakesh', 'MA', 31.6295, -7.9811, 'RAK', 'Marrakesh Menara Airport', 31.6069, -8.0363, 0.7, ['Medina', 'Gueliz', 'Hivernage']),
  city('Cairo', 'EG', 30.0444, 31.2357, 'CAI', 'Cairo International Airport', 30.1219, 31.4056, 0.6, ['Zamalek', 'Garden City', 'Downtown']),
  city('Delhi', 'IN', 28.6139, 77.209, 'DEL', 'Indira Gandhi International Airport', 28.5562, 77.1, 0.6, ['Connaught Place', 'Chanakyapuri', 'Hauz Khas']),
  city('Mumbai', 'IN', 19.076, 72.8777, 'BOM', 'Chhatrapati Shivaji Maharaj International Airport', 19.0896, 72.8656, 0.7, ['Colaba', 'Bandra', 'Juhu'], COAST),
  city('Hong Kong', 'HK', 22.3193, 114.1694, 'HKG', 'Hong Kong International Airport', 22.308, 113.9185, 1.3, ['Central', 'Tsim Sha Tsui', 'Causeway Bay'], COAST),
  city('Seoul', 'KR', 37.5665, 126.978, 'ICN', 'Incheon International Airport', 37.4602, 126.4407, 1.1, ['Myeongdong', 'Gangnam', 'Insadong']),
  city('Honolulu', 'US', 21.3069, -157.8583, 'HNL', 'Daniel K. Inouye International Airport', 21.3245, -157.9251, 1.5, ['Waikiki', 'Kakaako', 'Chinatown'], COAST),
  city('Las Vegas', 'US', 36.1699, -115.1398, 'LAS', 'Harry Reid International Airport', 36.084, -115.1537, 1.0, ['The Strip', 'Fremont Street', 'Arts District']),
  city('Orlando', 'US', 28.5383, -81.3792, 'MCO', 'Orlando International Airport', 28.4312, -81.3081, 1.0, ['Lake Eola', 'International Drive', 'Winter Park']),
  city('Vancouver', 'CA', 49.2827, -123.1207, 'YVR', 'Vancouver International Airport', 49.1967, -123.1815, 1.2, ['Gastown', 'Yaletown', 'Kitsilano'], COAST),
  city('Dublin', 'IE', 53.3498, -6.2603, 'DUB', 'Dublin Airport', 53.4264, -6.2499, 1.2, ['Temple Bar', 'Ballsbridge', 'Smithfield'], COAST),
  city('Montréal', 'CA', 45.5019, -73.5674, 'YUL', 'Montréal–Trudeau International Airport', 45.4706, -73.7408, 1.0, ['Vieux-Montréal', 'Plateau Mont-Royal', 'Griffintown']),
  city('Zürich', 'CH', 47.3769, 8.5417, 'ZRH', 'Zurich Airport', 47.4581, 8.5555, 1.6, ['Altstadt', 'Seefeld', 'Kreis 5'], COAST),
  city('Bogotá', 'CO', 4.711, -74.0721, 'BOG', 'El Dorado International Airport', 4.7016, -74.1469, 0.6, ['La Candelaria', 'Chapinero', 'Usaquén']),
  city('Kraków', 'PL', 50.0647, 19.945, 'KRK', 'Kraków John Paul II International Airport', 50.0777, 19.7848, 0.7, ['Stare Miasto', 'Kazimierz', 'Podgórze']),
  city('Helsinki', 'FI', 60.1699, 24.9384, 'HEL', 'Helsinki Airport', 60.3172, 24.9633, 1.2, ['Kamppi', 'Kallio', 'Punavuori'], COAST),
];
