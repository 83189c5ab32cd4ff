// One provider interface per booking service (DESIGN.md, Inventory). The built-in provider
// reads the seeded catalogue (./catalogue); a real supplier plugs in behind the same
// interface. Flights and cruise get theirs with their own issues.
//
// Providers return net money: USD minor units, before the agency's markup. The routes
// price it (packages/contracts/src/prices.ts) and convert it to the requested currency; a
// supplier quoting in another currency converts to USD in its adapter.
import type { BedType, GuestReviews, HotelPhoto, HotelPolicies, HotelRoomRequest, Occupancy, Point } from '@travel/contracts';

export interface NetPrice {
  wholesale: number;
  taxAndFee: number;
  /** Retail reference price, taxes included. */
  published: number;
}

export interface Stay {
  /** YYYY-MM-DD check-in. */
  start: string;
  /** YYYY-MM-DD check-out. */
  end: string;
}

/** A city the autosuggests offer. */
export interface CitySuggestion {
  id: number;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  airport: { iata: string; name: string; latitude: number; longitude: number };
}

export interface HotelSuggestion {
  id: number;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface HotelDealSearch {
  center: Point;
  radiusKm: number;
  stay: Stay;
  occupancies: Occupancy[];
  /** Already normalised (normaliseSearch); only hotels with a word starting with it. */
  nameStartsWith?: string;
}

export interface HotelOffer {
  hotelId: number;
  name: string;
  heroImage: string;
  rating: number;
  distanceKm: number;
  /** The cheapest rooms that fit every occupancy, for the whole stay. */
  net: NetPrice;
}

/** The hotels journey's search: every requested room is a party of its own (SPEC 5 age bands). */
export interface HotelSearch {
  center: Point;
  radiusKm: number;
  stay: Stay;
  rooms: HotelRoomRequest[];
}

/** What a hotel is, whatever the stay. */
export interface HotelFacts extends Point {
  hotelId: number;
  name: string;
  heroImage: string;
  stars: number;
  /** Out of 5, one decimal. */
  guestRating: number;
  address: string;
  amenities: string[];
}

export interface HotelSearchOffer extends HotelFacts {
  distanceKm: number;
  /** The cheapest room types that fit every requested room, for the whole stay. */
  net: NetPrice;
  /** The notice those rooms need for a free cancellation (the longest of them); null when any is non-refundable. */
  freeCancellationDays: number | null;
}

/** A room type as sold for one stay. */
export interface HotelRoomType {
  roomId: number;
  name: string;
  board: string;
  maxAdults: number;
  maxChildren: number;
  minNights: number;
  /** Rooms left for every night of the stay: 0 when the hotel is closed in a month of it. */
  available: number;
  /** One room, one night. */
  nightly: NetPrice;
  /** Free cancellation until this many days before check-in; null: non-refundable. */
  freeCancellationDays: number | null;
}

/** What a room of a type is like, whatever the stay. */
export interface HotelRoomFacts {
  image: string;
  beds: { type: BedType; count: number }[];
  sizeSqm: number;
}

export interface HotelProperty extends HotelFacts {
  city: { name: string; countryCode: string } & Point;
  /** Every picture for the details page's gallery, each different, the hero first. */
  photos: HotelPhoto[];
  rooms: (HotelRoomType & HotelRoomFacts)[];
  policies: HotelPolicies;
}

export interface HotelProvider {
  /** Hotels within the radius with rooms for the stay and the party, nearest first. */
  deals(search: HotelDealSearch): Promise<HotelOffer[]>;
  /** Hotels within the radius, open for the stay, with rooms left that fit every requested room; by id. */
  search(search: HotelSearch): Promise<HotelSearchOffer[]>;
  /** The hotel with every room type as sold for the stay; undefined for an unknown id. */
  hotel(hotelId: number, stay: Stay): Promise<HotelProperty | undefined>;
  /** What guests say of the hotel, the latest reviews first; undefined for an unknown id. */
  reviews(hotelId: number): Promise<GuestReviews | undefined>;
  /** A city the hotel autosuggest offered, by id; undefined for an unknown id. */
  city(cityId: number): Promise<CitySuggestion | undefined>;
  /** Cities, then hotels by name; `text` is already normalised. */
  suggest(text: string, limit: number): Promise<{ cities: CitySuggestion[]; hotels: HotelSuggestion[] }>;
  /** The nearest city centre within `withinKm`, to say what a distance is measured from. */
  nearestCity(point: Point, withinKm: number): Promise<string | undefined>;
}

export interface ActivityOffer {
  productCode: string;
  title: string;
  durationMinutes: number;
  isFreeCancellation: boolean;
  rating: number;
  imageUrl: string;
  distanceKm: number;
  /** For one traveller. */
  net: NetPrice;
}

export interface ActivityProvider {
  deals(search: { center: Point; radiusKm: number }): Promise<ActivityOffer[]>;
  destinations(text: string, limit: number): Promise<CitySuggestion[]>;
}

export interface PlacedName extends Point {
  name: string;
}

export interface CarOffer {
  carId: number;
  vehicleName: string;
  vehicleClass: string;
  vehiclePicture: string;
  supplierName: string;
  supplierLogo: string;
  passengerCapacity: number;
  bagCapacity: number;
  doors: number;
  pickup: PlacedName;
  dropOff: PlacedName;
  distanceKm: number;
  /** For the whole rental. */
  net: NetPrice;
}

export interface CarDealSearch {
  pickup: Point;
  dropOff: Point;
  radiusKm: number;
  rentalDays: number;
  /** Already normalised; only vehicles or suppliers with a word starting with it. */
  nameStartsWith?: string;
}

export interface CarProvider {
  deals(search: CarDealSearch): Promise<CarOffer[]>;
  /** Cities with their airport and downtown pick-up points. */
  locations(text: string, limit: number): Promise<CitySuggestion[]>;
}

export interface ResortRegion {
  id: number;
  name: string;
  parentId: number | null;
}

export interface ResortSuggestion {
  type: 'region' | 'subregion' | 'resort';
  id: number;
  name: string;
  parentName: string | null;
}

export interface ResortProperty extends Point {
  id: number;
  name: string;
  stars: number;
  rating: number;
  allInclusive: boolean;
  imageUrl: string;
  region: string;
  subregion: string;
  subregionId: number;
}

export interface ResortRoomOffer {
  roomId: number;
  name: string;
  maxGuests: number;
  /** Rooms left on every night of the stay. */
  available: number;
  /** For the whole stay. */
  net: NetPrice;
}

export interface ResortHoldRecord {
  referenceNumber: string;
  status: 'HELD' | 'RELEASED' | 'EXPIRED';
  propertyId: number;
  roomId: number;
  checkin: string;
  checkout: string;
  guests: number;
  expiresAt: Date;
}

/** Who asks for a hold: each of these is a visitor whose live holds are limited. */
export interface ResortHolder {
  clientAddress: string;
  /** The x-session-id header, when the request carries a plausible one. */
  sessionId?: string;
  /** The signed-in account. */
  userId?: string;
}

export interface ResortHoldRequest {
  agencyId: number;
  propertyId: number;
  roomId: number;
  stay: Stay;
  guests: number;
  holder: ResortHolder;
  /** Live holds a holder may have at once, counted by address, by session and by account alike. */
  maxLiveHolds: number;
}

export type ResortHoldOutcome =
  | { kind: 'held'; hold: ResortHoldRecord }
  /** Not the property's room, too small for the guests, or full. */
  | { kind: 'unavailable' }
  /** The holder already has maxLiveHolds live holds; the first of them ends in retryAfterSeconds. */
  | { kind: 'holder-limit'; retryAfterSeconds: number };

export interface ResortProvider {
  suggest(text: string, limit: number): Promise<ResortSuggestion[]>;
  regions(): Promise<ResortRegion[]>;
  /** Resorts by id order, or only those in the given regions or subregions. */
  properties(filter: { regionIds?: number[]; subregionIds?: number[] }): Promise<ResortProperty[]>;
  property(id: number): Promise<ResortProperty | undefined>;
  /** Every room of the property with what is left for the stay and its net price; full rooms included with available 0. */
  rooms(propertyId: number, stay: Stay): Promise<ResortRoomOffer[]>;
  /** Holds a room, or says why not; the holder's count and the new hold are one atomic step. */
  hold(request: ResortHoldRequest): Promise<ResortHoldOutcome>;
  holdStatus(agencyId: number, referenceNumber: string): Promise<ResortHoldRecord | undefined>;
  release(agencyId: number, referenceNumber: string): Promise<ResortHoldRecord | undefined>;
}

export interface InventoryProviders {
  hotels: HotelProvider;
  activities: ActivityProvider;
  cars: CarProvider;
  resort: ResortProvider;
}
