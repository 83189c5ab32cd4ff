import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '@travel/store';
import { shortDay } from '../lists/format';
import { passportWarning } from './passportWarning';

/**
 * The warning for a passport that has expired or expires within six months: a notice to the
 * agent, never a block. A live region, so it is heard as the date is typed.
 */
export function PassportNotice({ expiry, today }: { expiry: string; today: string }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const warning = passportWarning(expiry, today);
  return (
    <div role="status" className="client-passport-status">
      {warning ? <p className="form-notice">{t(`clients.passport.${warning}`, { date: shortDay(expiry, language) })}</p> : null}
    </div>
  );
}
