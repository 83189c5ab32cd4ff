import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { apiProblem, useApiErrorText } from '@travel/ui';

/** A list or page that could not be loaded: what went wrong in plain words, and a way to ask again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const { problemText } = useApiErrorText();
  return (
    <div className="list-problem card" role="alert">
      <h2>{title}</h2>
      <p>{problemText(apiProblem(error))}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" size={18} />
        {t('layout.retry')}
      </button>
    </div>
  );
}
