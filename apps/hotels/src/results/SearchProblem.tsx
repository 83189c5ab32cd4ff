import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { useApiErrorText, type ApiProblem } from '@travel/ui';
import { isSearchFormProblem } from './searchFormProblem';

/**
 * A search the API refused or could not answer, in plain words (never the API's own). A
 * problem with a field of the search form is told at that field; here it only says where to look.
 */
export function SearchProblem({ problem, retry }: { problem: ApiProblem; retry: () => void }) {
  const { t } = useTranslation('hotels');
  const { problemText } = useApiErrorText();
  const atForm = isSearchFormProblem(problem);
  return (
    // The field's own message is the alert; this one is not announced a second time.
    <div className="notice card" role={atForm ? 'status' : 'alert'}>
      <h2>{atForm ? t('results.fixSearchTitle') : t('results.errorTitle')}</h2>
      <p>{atForm ? t('results.fixSearchText') : problemText(problem)}</p>
      {problem.retry ? (
        <button type="button" className="btn btn-primary" onClick={retry}>
          <RotateCcw aria-hidden="true" size={18} />
          {t('results.retry')}
        </button>
      ) : null}
    </div>
  );
}
