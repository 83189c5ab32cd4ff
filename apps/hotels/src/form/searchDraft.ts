import {
  dealStayWindow,
  hotelDetailsPath,
  hotelResultsPath,
  type HotelResultsFilters,
  type HotelResultsQuery,
  type HotelResultsSort,
} from '@travel/contracts';
import { DEFAULT_ROOM, completeRooms, dateRangeErrors, missingAges, roomDrafts, type DateRange, type DateRangeErrors, type RoomDraft } from '@travel/ui/search';

/** Where the traveller wants to stay: a city, a point, or one hotel (which opens its page). */
export type DestinationChoice =
  | { kind: 'city'; cityId: number; label: string }
  | { kind: 'point'; latitude: number; longitude: number; label: string }
  | { kind: 'hotel'; hotelId: number; label: string };

/** The search form as the traveller fills it in. */
export interface SearchDraft {
  /** What is typed in the destination box. */
  text: string;
  /** The suggestion picked; it counts only while the box still shows its label. */
  destination: DestinationChoice | null;
  range: DateRange;
  rooms: RoomDraft[];
}

export type DestinationError = 'required' | 'choose';

export interface SearchDraftErrors {
  destination?: DestinationError;
  dates: DateRangeErrors;
  agesMissing: boolean;
}

/** A results search in the URL fills the form; otherwise SPEC 9's stay window, 1 room for 2 adults. */
export function initialDraft(query: HotelResultsQuery | undefined, now: Date): SearchDraft {
  if (!query) {
    const stay = dealStayWindow(now);
    return { text: '', destination: null, range: { checkIn: stay.start, checkOut: stay.end }, rooms: [{ ...DEFAULT_ROOM }] };
  }
  const destination: DestinationChoice =
    'cityId' in query.destination
      ? { kind: 'city', cityId: query.destination.cityId, label: query.place }
      : { kind: 'point', latitude: query.destination.latitude, longitude: query.destination.longitude, label: query.place };
  return { text: query.place, destination, range: { checkIn: query.checkIn, checkOut: query.checkOut }, rooms: roomDrafts(query.rooms) };
}

/** The destination that still matches the text in the box. */
export const chosenDestination = (draft: SearchDraft): DestinationChoice | null =>
  draft.destination && draft.destination.label === draft.text ? draft.destination : null;

export function draftErrors(draft: SearchDraft, today: string): SearchDraftErrors {
  const errors: SearchDraftErrors = { dates: dateRangeErrors(draft.range, today), agesMissing: missingAges(draft.rooms).length > 0 };
  if (draft.text.trim() === '') errors.destination = 'required';
  else if (!chosenDestination(draft)) errors.destination = 'choose';
  return errors;
}

export const hasErrors = (errors: SearchDraftErrors): boolean =>
  errors.destination !== undefined || Object.keys(errors.dates).length > 0 || errors.agesMissing;

/** What the results page keeps when the search is changed from it: the order and the filters (back to page 1). */
export interface KeptResultsView {
  sort: HotelResultsSort;
  filters: HotelResultsFilters;
}

/** Where a complete form goes: the hotel's page, or the results; undefined while something is wrong. */
export function searchTarget(draft: SearchDraft, today: string, kept: KeptResultsView = { sort: 'price', filters: {} }): string | undefined {
  const destination = chosenDestination(draft);
  const rooms = completeRooms(draft.rooms);
  if (!destination || !rooms || hasErrors(draftErrors(draft, today))) return undefined;
  const { checkIn, checkOut } = draft.range;
  if (destination.kind === 'hotel') return hotelDetailsPath({ hotelId: destination.hotelId, checkIn, checkOut, rooms });
  const query: HotelResultsQuery = {
    destination: destination.kind === 'city' ? { cityId: destination.cityId } : { latitude: destination.latitude, longitude: destination.longitude },
    place: destination.label,
    checkIn,
    checkOut,
    rooms,
    page: 1,
    ...kept,
  };
  return hotelResultsPath(query);
}
