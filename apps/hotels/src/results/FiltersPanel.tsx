import { useTranslation } from 'react-i18next';
import { STAR_KEYS, type HotelResultsFilters, type HotelSearchFacets } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatMoney, useHotelTerms } from '@travel/ui';
import { CheckboxGroupFilter, PriceRangeFilter, RadioGroupFilter, ToggleFilter, usePricesShown, type FiltersMode, type PriceRange } from '@travel/ui/search';
import { formatRating, toMinor, toUnits } from '../format';

/** Guest rating choices (out of 5); undefined is any. */
const RATING_CHOICES = [undefined, 3, 4, 4.5] as const;
/** Most amenities offered as filters: the commonest, plus any already chosen. */
const AMENITY_CHOICES = 12;

export interface FiltersPanelProps {
  filters: HotelResultsFilters;
  facets: HotelSearchFacets | undefined;
  currency: string;
  onChange: (filters: HotelResultsFilters) => void;
  /** In the sidebar each change applies; in the phone's sheet the price boxes have no Apply of their own. */
  mode: FiltersMode;
}

/** The hotel filters. No price filter for a viewer who cannot see prices: its hints and results would show them. */
export function FiltersPanel({ filters, facets, currency, onChange, mode }: FiltersPanelProps) {
  const { t } = useTranslation('hotels');
  const term = useHotelTerms();
  const language = useAppSelector(selectLanguage);
  const pricesShown = usePricesShown();
  const set = (change: Partial<HotelResultsFilters>) => onChange({ ...filters, ...change });
  const setPrice = ({ min, max }: PriceRange) =>
    set({ priceMin: min === undefined ? undefined : toMinor(min, currency), priceMax: max === undefined ? undefined : toMinor(max, currency) });

  const bounds = facets?.price
    ? {
        min: formatMoney(toUnits(facets.price.min, currency), currency, language, { wholeUnits: true }),
        max: formatMoney(toUnits(facets.price.max, currency), currency, language, { wholeUnits: true }),
      }
    : undefined;

  const starOptions = [...STAR_KEYS].reverse().map((key) => ({ value: key, label: t('filters.starsOption', { count: Number(key) }), count: facets?.stars[key] }));

  const amenityNames = new Set([...(facets?.amenities ?? []).slice(0, AMENITY_CHOICES).map((a) => a.name), ...(filters.amenities ?? [])]);
  // The filter sends the API's names; the boxes say them in the page's language.
  const amenityOptions = [...amenityNames].map((name) => ({ value: name, label: term('amenities', name), count: facets?.amenities.find((a) => a.name === name)?.count ?? 0 }));

  return (
    <div className="filters-panel">
      {pricesShown ? (
        <PriceRangeFilter
          legend={t('filters.price')}
          hint={t('filters.priceHint')}
          currency={currency}
          value={{
            min: filters.priceMin === undefined ? undefined : toUnits(filters.priceMin, currency),
            max: filters.priceMax === undefined ? undefined : toUnits(filters.priceMax, currency),
          }}
          bounds={bounds}
          {...(mode === 'sheet' ? { onChange: setPrice } : { onApply: setPrice })}
        />
      ) : null}
      <ToggleFilter label={t('filters.freeCancellation')} checked={filters.freeCancellation ?? false} onChange={(checked) => set({ freeCancellation: checked || undefined })} />
      <CheckboxGroupFilter
        counted="hotels"
        legend={t('filters.stars')}
        options={starOptions}
        selected={(filters.stars ?? []).map(String)}
        onChange={(selected) => set({ stars: selected.map(Number).sort() })}
      />
      <RadioGroupFilter<number | undefined>
        legend={t('filters.guestRating')}
        options={RATING_CHOICES.map((value) => ({
          value,
          label: value === undefined ? t('filters.anyRating') : t('filters.ratingAtLeast', { rating: formatRating(value, language) }),
        }))}
        value={filters.guestRatingMin}
        onChange={(guestRatingMin) => set({ guestRatingMin })}
      />
      {amenityOptions.length > 0 ? (
        <CheckboxGroupFilter counted="hotels" legend={t('filters.amenities')} options={amenityOptions} selected={filters.amenities ?? []} onChange={(amenities) => set({ amenities })} />
      ) : null}
    </div>
  );
}
