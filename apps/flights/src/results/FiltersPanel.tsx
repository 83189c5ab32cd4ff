import { useTranslation } from 'react-i18next';
import { toMajor, type JourneyOffer } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatMoney } from '@travel/ui';
import { CheckboxGroupFilter, PriceRangeFilter, RadioGroupFilter, usePricesShown, type FiltersMode, type PriceRange } from '@travel/ui/search';
import { DAY_PARTS } from '../format';
import { useDuration } from '../useDuration';
import { STOP_CHOICES, airlinesOf, arrivalPart, choiceCounts, departurePart, durationChoices, type JourneyFilters, type ListedJourney } from './journeyList';

export interface FiltersPanelProps {
  filters: JourneyFilters;
  items: readonly ListedJourney[];
  currency: string;
  onChange: (filters: JourneyFilters) => void;
  /** In the sidebar each change applies; in the phone's sheet the price boxes have no Apply of their own. */
  mode: FiltersMode;
}

/** The flight filters, with how many journeys each choice keeps. No price filter for a viewer who cannot see prices. */
export function FiltersPanel({ filters, items, currency, onChange, mode }: FiltersPanelProps) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  const duration = useDuration();
  const pricesShown = usePricesShown();
  const set = (change: Partial<JourneyFilters>) => onChange({ ...filters, ...change });
  const journeys = items.map((item) => item.journey);

  const stopCounts = choiceCounts(items, filters, 'stops', (journey) => [journey.stops]);
  const airlineCounts = choiceCounts(items, filters, 'airlines', airlinesOf);
  const departureCounts = choiceCounts(items, filters, 'departure', (journey) => [departurePart(journey)]);
  const arrivalCounts = choiceCounts(items, filters, 'arrival', (journey) => [arrivalPart(journey)]);
  const airlineNames = new Map(journeys.flatMap((journey: JourneyOffer) => journey.segments.map((segment) => [segment.airline.code, segment.airline.name] as const)));

  const totals = items.flatMap((item) => (item.price ? [toMajor(item.price.price.totalRate, item.price.price.currency)] : []));
  const bounds =
    totals.length > 0
      ? { min: formatMoney(Math.min(...totals), currency, language, { wholeUnits: true }), max: formatMoney(Math.max(...totals), currency, language, { wholeUnits: true }) }
      : undefined;
  const setPrice = ({ min, max }: PriceRange) => set({ priceMin: min, priceMax: max });
  const partOptions = (counts: Map<string, number>) => DAY_PARTS.map((part) => ({ value: part, label: t(`filters.dayParts.${part}`), count: counts.get(part) ?? 0 }));

  return (
    <div className="filters-panel">
      <CheckboxGroupFilter
        counted="flights"
        legend={t('filters.stops')}
        options={STOP_CHOICES.map((stops) => ({
          value: String(stops),
          label: stops === 0 ? t('card.nonstop') : t('card.stops', { count: stops }),
          count: stopCounts.get(stops) ?? 0,
        }))}
        selected={filters.stops.map(String)}
        onChange={(selected) => set({ stops: selected.map(Number) })}
      />
      {pricesShown ? (
        <PriceRangeFilter
          legend={t('filters.price')}
          hint={t('filters.priceHint')}
          currency={currency}
          value={{ min: filters.priceMin, max: filters.priceMax }}
          bounds={bounds}
          {...(mode === 'sheet' ? { onChange: setPrice } : { onApply: setPrice })}
        />
      ) : null}
      <CheckboxGroupFilter
        counted="flights"
        legend={t('filters.airlines')}
        options={[...airlineNames].map(([code, name]) => ({ value: code, label: name, count: airlineCounts.get(code) ?? 0 }))}
        selected={filters.airlines}
        onChange={(airlines) => set({ airlines })}
      />
      <CheckboxGroupFilter
        counted="flights"
        legend={t('filters.departure')}
        options={partOptions(departureCounts)}
        selected={filters.departure}
        onChange={(selected) => set({ departure: DAY_PARTS.filter((part) => selected.includes(part)) })}
      />
      <CheckboxGroupFilter
        counted="flights"
        legend={t('filters.arrival')}
        options={partOptions(arrivalCounts)}
        selected={filters.arrival}
        onChange={(selected) => set({ arrival: DAY_PARTS.filter((part) => selected.includes(part)) })}
      />
      <RadioGroupFilter<number | undefined>
        legend={t('filters.duration')}
        options={[undefined, ...durationChoices(journeys)].map((hours) => ({
          value: hours,
          label: hours === undefined ? t('filters.anyDuration') : t('filters.durationAtMost', { duration: duration(hours * 60) }),
        }))}
        value={filters.maxHours}
        onChange={(maxHours) => set({ maxHours })}
      />
    </div>
  );
}
