import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import {
  modalClosed,
  modalOpened,
  selectAgency,
  selectAuthStatus,
  selectModal,
  useAppDispatch,
  useAppSelector,
} from '@travel/store';
import { Modal } from '@travel/ui';
import {
  MID_SCREEN_ROOT_MARGIN,
  SAVING_POPUP_DELAY_MS,
  closeSavingPopupForSession,
  readSavingPopupFlag,
  shouldShowSavingPopup,
} from './savingPopup';

/**
 * SPEC 2.9 and 4: 'Unlock instant savings by signing in', on the home page, for anonymous
 * visitors of an agency that saves members money. It opens after 5 s, or as soon as the deals
 * (`trigger`) scroll to mid-screen, and once closed it stays closed for the session.
 */
export function SavingPricePopup({ trigger }: { trigger: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('deals');
  const dispatch = useAppDispatch();
  const agency = useAppSelector(selectAgency);
  const authStatus = useAppSelector(selectAuthStatus);
  const modal = useAppSelector(selectModal);
  const [flag, setFlag] = useState(readSavingPopupFlag);
  const [due, setDue] = useState(false);
  const [opened, setOpened] = useState(false);
  const eligible = agency !== null && shouldShowSavingPopup({ agency, authStatus, flag });

  useEffect(() => {
    if (!eligible || due) return;
    const timer = window.setTimeout(() => setDue(true), SAVING_POPUP_DELAY_MS);
    const target = trigger.current;
    // The observer's first report is where the deals sit at load (on a tall screen, already
    // mid-screen): only the visitor scrolling them there counts.
    let firstReport = true;
    const observer =
      target && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            const reachedMiddle = !firstReport && entries.some((entry) => entry.isIntersecting);
            firstReport = false;
            if (reachedMiddle) setDue(true);
          }, { rootMargin: MID_SCREEN_ROOT_MARGIN })
        : null;
    if (target) observer?.observe(target);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [eligible, due, trigger]);

  // Once per page visit, and never over another dialog: a visitor already signing in is not
  // interrupted; the popup waits until that dialog closes.
  useEffect(() => {
    if (!eligible || !due || opened || modal !== null) return;
    setOpened(true);
    dispatch(modalOpened('savePrice'));
  }, [eligible, due, opened, modal, dispatch]);

  if (!agency || modal !== 'savePrice') return null;

  const dismiss = () => {
    closeSavingPopupForSession();
    setFlag('false');
  };
  const close = () => {
    dismiss();
    dispatch(modalClosed());
  };
  const switchTo = (next: 'signup' | 'login') => {
    dismiss();
    dispatch(modalOpened(next));
  };

  return (
    <Modal title={t('popup.title')} onClose={close}>
      <button type="button" className="saving-popup-close" aria-label={t('popup.close')} onClick={close}>
        <X aria-hidden="true" size={20} />
      </button>
      <p className="saving-popup-lead">{t('popup.lead')}</p>
      <div className="saving-popup-actions">
        {agency.isHideSignupOption ? null : (
          <button type="button" className="btn btn-primary" onClick={() => switchTo('signup')}>
            {t('popup.signUp')}
          </button>
        )}
        {agency.isHideLoginOption ? null : (
          <button type="button" className="btn btn-outline" onClick={() => switchTo('login')}>
            {t('popup.logIn')}
          </button>
        )}
      </div>
    </Modal>
  );
}
