import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { useApiErrorText, type ApiProblem } from '../errors';

export interface SearchProblemProps {
  problem: ApiProblem;
  retry: () => void;
  /** The service's namespace: its `results.errorTitle`, `results.fixSearchTitle`, `results.fixSearchText` and `results.retry`. */
  namespace: string;
  /** The problem is a field of the search form, told at that field: here it only says where to look. */
  atForm?: boolean;
}

/** A search the API refused or could not answer, in plain words (never the API's own). */
export function SearchProblem({ problem, retry, namespace, atForm = false }: SearchProblemProps) {
  const { t } = useTranslation(namespace);
  const { problemText } = useApiErrorText();
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
