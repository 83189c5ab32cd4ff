import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { JourneyOffer } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatDay } from '@travel/ui/search';
import { dayOf } from '../format';
import { JourneySummary } from './JourneySummary';

/** The outbound flight chosen on a return trip, above the flights back, with Change. */
export function ChosenOutbound({ journey, onChange }: { journey: JourneyOffer; onChange: () => void }) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  return (
    <section className="chosen-outbound card" aria-labelledby="chosen-outbound-title">
      <h2 id="chosen-outbound-title" className="chosen-outbound-title">
        <CircleCheck aria-hidden="true" size={18} />
        {t('results.chosenOutbound', { date: formatDay(dayOf(journey.segments[0]!.departure), language) })}
      </h2>
      <JourneySummary journey={journey} />
      <button type="button" className="btn btn-outline btn-small" onClick={onChange}>
        {t('results.change')}
        <span className="visually-hidden"> {t('results.changeWhat')}</span>
      </button>
    </section>
  );
}
