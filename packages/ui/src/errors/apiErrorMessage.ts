import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblem, type ApiProblem } from './apiProblem';

export interface ApiErrorText {
  /** The sentence of a problem (apiProblem), in the page's language. */
  problemText: (problem: ApiProblem) => string;
  /**
   * What to tell the traveller about a failed call: a translated sentence chosen by its error
   * code and the field it names. Never the API's own message, never a field path.
   */
  apiErrorMessage: (error: unknown) => string;
}

/** The sentences live in common.json (`errors.<CODE>`, `errors.field.<problem>`), which every page has. */
export function useApiErrorText(): ApiErrorText {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const problemText = (problem: ApiProblem): string => t(problem.key, { ...problem.values });
    return { problemText, apiErrorMessage: (error: unknown) => problemText(apiProblem(error)) };
  }, [t]);
}
