import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import './lists.css';

const SHOWN_MS = 2500;

/**
 * Copies a link to the clipboard. The button then reads "Copied" for a moment, and a status
 * line says so to screen readers; a browser that refuses says to copy it by hand.
 */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('command');
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome === null) return undefined;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="copy-link">
      <button type="button" className="btn btn-outline list-action" onClick={() => void copy()} aria-label={outcome === 'copied' ? t('lists.copied') : t('lists.copyNamed', { label })}>
        {outcome === 'copied' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        {outcome === 'copied' ? t('lists.copied') : t('lists.copy')}
      </button>
      <span role="status" className={outcome === 'failed' ? 'copy-link-failed' : 'visually-hidden'}>
        {outcome === 'copied' ? t('lists.copied') : outcome === 'failed' ? t('lists.copyFailed') : ''}
      </span>
    </span>
  );
}
