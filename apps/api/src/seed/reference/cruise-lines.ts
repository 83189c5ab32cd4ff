export interface SeedCruisePort {
  id: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
}

export interface SeedCruiseLine {
  id: string;
  name: string;
  headquarters: { city: string; country: string };
  regions: string[];
  /** Port ids, the line's main home port first. */
  homePorts: string[];
}

/** Real cruise terminals that the lines below sail from, with the terminal's coordinates. */
export const CRUISE_PORTS: readonly SeedCruisePort[] = [
  { id: 'miami', name: 'PortMiami', city: 'Miami', country: 'US', lat: 25.7743, lon: -80.1703 },
  { id: 'port-everglades', name: 'Port Everglades', city: 'Fort Lauderdale', country: 'US', lat: 26.092, lon: -80.122 },
  { id: 'port-canaveral', name: 'Port Canaveral', city: 'Cape Canaveral', country: 'US', lat: 28.4097, lon: -80.614 },
  { id: 'tampa', name: 'Port Tampa Bay', city: 'Tampa', country: 'US', lat: 27.942, lon: -82.445 },
  { id: 'galveston', name: 'Port of Galveston', city: 'Galveston', country: 'US', lat: 29.3101, lon: -94.7937 },
  { id: 'new-orleans', name: 'Erato Street Cruise Terminal', city: 'New Orleans', country: 'US', lat: 29.936, lon: -90.062 },
  { id: 'manhattan', name: 'Manhattan Cruise Terminal', city: 'New York', country: 'US', lat: 40.769, lon: -73.997 },
  { id: 'brooklyn', name: 'Brooklyn Cruise Terminal', city: 'New York', country: 'US', lat: 40.683, lon: -74.013 },
  { id: 'cape-liberty', name: 'Cape Liberty Cruise Port', city: 'Bayonne', country: 'US', lat: 40.668, lon: -74.087 },
  { id: 'los-angeles', name: 'World Cruise Center', city: 'Los Angeles', country: 'US', lat: 33.7475, lon: -118.277 },
  { id: 'long-beach', name: 'Long Beach Cruise Terminal', city: 'Long Beach', country: 'US', lat: 33.751, lon: -118.189 },
  { id: 'seattle', name: 'Smith Cove Cruise Terminal (Pier 91)', city: 'Seattle', country: 'US', lat: 47.629, lon: -122.382 },
  { id: 'san-juan', name: 'Port of San Juan', city: 'San Juan', country: 'PR', lat: 18.461, lon: -66.11 },
  { id: 'vancouver', name: 'Canada Place', city: 'Vancouver', country: 'CA', lat: 49.289, lon: -123.111 },
  { id: 'southampton', name: 'Port of Southampton', city: 'Southampton', country: 'GB', lat: 50.897, lon: -1.404 },
  { id: 'dover', name: 'Dover Cruise Terminal', city: 'Dover', country: 'GB', lat: 51.114, lon: 1.328 },
  { id: 'barcelona', name: 'Port of Barcelona', city: 'Barcelona', country: 'ES', lat: 41.354, lon: 2.171 },
  { id: 'civitavecchia', name: 'Port of Civitavecchia', city: 'Civitavecchia', country: 'IT', lat: 42.093, lon: 11.787 },
  { id: 'genoa', name: 'Stazione Marittima', city: 'Genoa', country: 'IT', lat: 44.409, lon: 8.922 },
  { id: 'trieste', name: 'Trieste Cruise Terminal', city: 'Trieste', country: 'IT', lat: 45.652, lon: 13.767 },
  { id: 'marseille', name: 'Port of Marseille', city: 'Marseille', country: 'FR', lat: 43.33, lon: 5.34 },
  { id: 'piraeus', name: 'Port of Piraeus', city: 'Piraeus', country: 'GR', lat: 37.942, lon: 23.634 },
  { id: 'hamburg', name: 'Cruise Center Altona', city: 'Hamburg', country: 'DE', lat: 53.544, lon: 9.933 },
  { id: 'kiel', name: 'Ostseekai Cruise Terminal', city: 'Kiel', country: 'DE', lat: 54.325, lon: 10.14 },
  { id: 'amsterdam', name: 'Passenger Terminal Amsterdam', city: 'Amsterdam', country: 'NL', lat: 52.379, lon: 4.912 },
  { id: 'copenhagen', name: 'Oceankaj Cruise Terminal', city: 'Copenhagen', country: 'DK', lat: 55.713, lon: 12.61 },
  { id: 'stockholm', name: 'Frihamnen Cruise Terminal', city: 'Stockholm', country: 'SE', lat: 59.342, lon: 18.118 },
  { id: 'bergen', name: 'Port of Bergen', city: 'Bergen', country: 'NO', lat: 60.399, lon: 5.315 },
  { id: 'kirkenes', name: 'Kirkenes Harbour', city: 'Kirkenes', country: 'NO', lat: 69.728, lon: 30.044 },
  { id: 'dubai', name: 'Mina Rashid Cruise Terminal', city: 'Dubai', country: 'AE', lat: 25.27, lon: 55.277 },
  { id: 'singapore', name: 'Marina Bay Cruise Centre', city: 'Singapore', country: 'SG', lat: 1.264, lon: 103.864 },
  { id: 'sydney', name: 'Overseas Passenger Terminal', city: 'Sydney', country: 'AU', lat: -33.858, lon: 151.21 },
];

/** Real cruise lines with their headquarters, sailing areas and home ports. */
export const CRUISE_LINES: readonly SeedCruiseLine[] = [
  {
    id: 'royal-caribbean',
    name: 'Royal Caribbean International',
    headquarters: { city: 'Miami', country: 'US' },
    regions: ['Caribbean', 'Bahamas', 'Alaska', 'Mediterranean', 'Northern Europe', 'Asia', 'Australia'],
    homePorts: ['miami', 'port-canaveral', 'port-everglades', 'galveston', 'cape-liberty', 'seattle', 'barcelona', 'southampton', 'singapore', 'sydney'],
  },
  {
    id: 'carnival',
    name: 'Carnival Cruise Line',
    headquarters: { city: 'Miami', country: 'US' },
    regions: ['Caribbean', 'Bahamas', 'Mexican Riviera'],
    homePorts: ['miami', 'port-canaveral', 'galveston', 'long-beach', 'new-orleans', 'tampa', 'manhattan', 'san-juan'],
  },
  {
    id: 'norwegian',
    name: 'Norwegian Cruise Line',
    headquarters: { city: 'Miami', country: 'US' },
    regions: ['Caribbean', 'Bahamas', 'Bermuda', 'Alaska', 'Mediterranean'],
    homePorts: ['miami', 'port-canaveral', 'manhattan', 'seattle', 'barcelona', 'civitavecchia'],
  },
  {
    id: 'msc',
    name: 'MSC Cruises',
    headquarters: { city: 'Geneva', country: 'CH' },
    regions: ['Mediterranean', 'Caribbean', 'Northern Europe', 'Middle East'],
    homePorts: ['genoa', 'barcelona', 'civitavecchia', 'miami', 'port-canaveral', 'galveston', 'brooklyn', 'kiel', 'dubai'],
  },
  {
    id: 'princess',
    name: 'Princess Cruises',
    headquarters: { city: 'Santa Clarita', country: 'US' },
    regions: ['Alaska', 'Caribbean', 'Mexican Riviera', 'Northern Europe', 'Australia'],
    homePorts: ['port-everglades', 'los-angeles', 'seattle', 'vancouver', 'southampton', 'sydney'],
  },
  {
    id: 'celebrity',
    name: 'Celebrity Cruises',
    headquarters: { city: 'Miami', country: 'US' },
    regions: ['Caribbean', 'Mediterranean', 'Alaska'],
    homePorts: ['port-everglades', 'miami', 'cape-liberty', 'civitavecchia', 'barcelona', 'seattle'],
  },
  {
    id: 'holland-america',
    name: 'Holland America Line',
    headquarters: { city: 'Seattle', country: 'US' },
    regions: ['Alaska', 'Caribbean', 'Northern Europe'],
    homePorts: ['seattle', 'vancouver', 'port-everglades', 'amsterdam'],
  },
  {
    id: 'disney',
    name: 'Disney Cruise Line',
    headquarters: { city: 'Celebration', country: 'US' },
    regions: ['Bahamas', 'Caribbean', 'Alaska'],
    homePorts: ['port-canaveral', 'miami', 'port-everglades', 'galveston', 'vancouver'],
  },
  {
    id: 'virgin',
    name: 'Virgin Voyages',
    headquarters: { city: 'Plantation', country: 'US' },
    regions: ['Caribbean', 'Mediterranean'],
    homePorts: ['miami', 'barcelona', 'piraeus'],
  },
  {
    id: 'costa',
    name: 'Costa Cruises',
    headquarters: { city: 'Genoa', country: 'IT' },
    regions: ['Mediterranean', 'Northern Europe'],
    homePorts: ['genoa', 'civitavecchia', 'trieste', 'barcelona', 'marseille'],
  },
  {
    id: 'cunard',
    name: 'Cunard',
    headquarters: { city: 'Southampton', country: 'GB' },
    regions: ['Transatlantic', 'Northern Europe', 'Mediterranean'],
    homePorts: ['southampton', 'brooklyn'],
  },
  {
    id: 'po',
    name: 'P&O Cruises',
    headquarters: { city: 'Southampton', country: 'GB' },
    regions: ['Northern Europe', 'Mediterranean', 'Canary Islands'],
    homePorts: ['southampton', 'dover'],
  },
  {
    id: 'aida',
    name: 'AIDA Cruises',
    headquarters: { city: 'Rostock', country: 'DE' },
    regions: ['Northern Europe', 'Baltic Sea', 'Mediterranean'],
    homePorts: ['hamburg', 'kiel'],
  },
  {
    id: 'oceania',
    name: 'Oceania Cruises',
    headquarters: { city: 'Miami', country: 'US' },
    regions: ['Mediterranean', 'Caribbean', 'Northern Europe'],
    homePorts: ['miami', 'barcelona', 'piraeus', 'copenhagen'],
  },
  {
    id: 'silversea',
    name: 'Silversea Cruises',
    headquarters: { city: 'Monaco', country: 'MC' },
    regions: ['Mediterranean', 'Northern Europe', 'Expedition'],
    homePorts: ['piraeus', 'civitavecchia', 'copenhagen'],
  },
  {
    id: 'viking',
    name: 'Viking',
    headquarters: { city: 'Basel', country: 'CH' },
    regions: ['Norwegian Coast', 'Baltic Sea', 'Mediterranean'],
    homePorts: ['bergen', 'stockholm', 'amsterdam', 'piraeus', 'barcelona'],
  },
  {
    id: 'hurtigruten',
    name: 'Hurtigruten',
    headquarters: { city: 'Oslo', country: 'NO' },
    regions: ['Norwegian Coast', 'Arctic'],
    homePorts: ['bergen', 'kirkenes'],
  },
  {
    id: 'havila',
    name: 'Havila Voyages',
    headquarters: { city: 'Fosnavåg', country: 'NO' },
    regions: ['Norwegian Coast', 'Arctic'],
    homePorts: ['bergen', 'kirkenes'],
  },
];
