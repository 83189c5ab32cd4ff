import type { Agency } from '@travel/contracts';
import type { AuthStatus } from '@travel/store';

/** SPEC 4: the session flag that lets the saving-price popup open ('false' once closed). */
export const SAVING_POPUP_FLAG = 'displaySavingPopup';
/** SPEC 9: the home popup opens this long after the page, unless the deals reach mid-screen first. */
export const SAVING_POPUP_DELAY_MS = 5000;
/** A zero-height line across the middle of the viewport: the deals 'scroll to mid-screen' when they cross it. */
export const MID_SCREEN_ROOT_MARGIN = '-50% 0px -50% 0px';

export interface SavingPopupConditions {
  agency: Pick<Agency, 'savePrice' | 'suppressSavingPopup'>;
  authStatus: AuthStatus;
  /** sessionStorage's displaySavingPopup; absent counts as 'true'. */
  flag: string | null;
}

/**
 * SPEC 2.9 and 4: only when the agency saves prices for members, never on the tenant that
 * suppresses it, only for anonymous visitors, and not again in a session once closed.
 */
export function shouldShowSavingPopup({ agency, authStatus, flag }: SavingPopupConditions): boolean {
  return agency.savePrice && !agency.suppressSavingPopup && authStatus === 'anonymous' && flag !== 'false';
}

/** The session flag, set to 'true' when absent (SPEC 4). Storage can be unavailable (privacy modes): then the popup may show. */
export function readSavingPopupFlag(storage: Storage | undefined = safeSessionStorage()): string | null {
  if (!storage) return null;
  const flag = storage.getItem(SAVING_POPUP_FLAG);
  if (flag === null) storage.setItem(SAVING_POPUP_FLAG, 'true');
  return flag ?? 'true';
}

export function closeSavingPopupForSession(storage: Storage | undefined = safeSessionStorage()): void {
  storage?.setItem(SAVING_POPUP_FLAG, 'false');
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
