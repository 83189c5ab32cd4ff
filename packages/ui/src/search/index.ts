import './search.css';

export { Autosuggest, type AutosuggestProps, type SuggestionOption } from './Autosuggest';
export { DateRangeFields, formatDay, type DateRangeFieldsProps } from './DateRangeFields';
export { addDays, changeCheckIn, changeCheckOut, dateRangeErrors, firstBookableDay, type DateRange, type DateRangeErrorCode, type DateRangeErrors, type RangeChange } from './dateRange';
export { FieldError } from './FieldError';
export { CheckboxGroupFilter, PriceRangeFilter, RadioGroupFilter, ToggleFilter, type CheckboxOption, type PriceRange, type RadioOption } from './Filters';
export { Pagination } from './Pagination';
export { pageCountOf, pageItems, type PageItem } from './pages';
export {
  DEFAULT_ROOM,
  ROOM_LIMITS,
  addRoom,
  canAddRoom,
  completeRooms,
  missingAges,
  partySize,
  removeRoom,
  roomDrafts,
  setAdults,
  setChildAge,
  setChildren,
  type PartySize,
  type RoomDraft,
} from './rooms';
export { RoomsGuestsField, type RoomsGuestsFieldProps } from './RoomsGuestsField';
export { SortSelect } from './SortSelect';
export { useDebouncedValue } from './useDebouncedValue';
