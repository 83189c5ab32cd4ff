import './search.css';

export { Autosuggest, type AutosuggestProps, type SuggestionOption } from './Autosuggest';
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { addDays, changeCheckIn, changeCheckOut, dateRangeErrors, firstBookableDay, tripDateErrors, type DateRange, type DateRangeErrorCode, type DateRangeErrors, type RangeChange } from './dateRange';
export { useFirstBookableDay } from './useFirstBookableDay';
export { formatDay } from './dayFormat';
export { FieldError } from './FieldError';
export { formatDayRange } from './dayRange';
export { FilterSheet, type FilterSheetProps } from './FilterSheet';
export { CheckboxGroupFilter, PriceRangeFilter, RadioGroupFilter, ToggleFilter, type CheckboxOption, type FilterCounted, type RadioOption } from './Filters';
export { Pagination } from './Pagination';
export { pageCountOf, pageItems, type PageItem } from './pages';
export { amountText, parsePriceRange, type ParsedPriceRange, type PriceRange, type PriceRangeError } from './priceRange';
export { ResultsLayout, type FiltersMode, type ResultsFilters, type ResultsLayoutProps } from './ResultsLayout';
export { RESULTS_WIDE_MIN_WIDTH, activeFilterCount, isWideResults } from './resultsRules';
export { ResultsSkeletonList, type ResultsSkeletonListProps } from './ResultsSkeletonList';
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
export { SearchProblem, type SearchProblemProps } from './SearchProblem';
export { SearchSummary, type SearchSummaryProps } from './SearchSummary';
export { ServiceSearchHero, type SellingPoint, type ServiceSearchHeroProps } from './ServiceSearchHero';
export { SortSelect, type SortSelectProps } from './SortSelect';
export { TripDatesField, type TripDatesFieldProps } from './TripDatesField';
export { useDebouncedValue } from './useDebouncedValue';
export { useMediaQuery } from './useMediaQuery';
export { usePricesShown } from './usePricesShown';
export { useWideResults } from './useWideResults';
