import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationWords } from './format';

/** A duration in the page's language: '7h 25m', '7 t 25 min'. */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation('flights');
  return useCallback((minutes: number) => {
    const words = durationWords(minutes);
    return t(words.key, { hours: words.hours, minutes: words.minutes });
  }, [t]);
}
