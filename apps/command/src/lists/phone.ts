import { selectMobileDevice, useAppSelector } from '@travel/store';
import { useMediaQuery } from '@travel/ui/search';

/** Phones (CSS pixels): a list's rows become cards there, as no table fits without scrolling sideways. The CSS uses the same width. */
export const PHONE_QUERY = '(max-width: 600px)';

/** Whether a list shows as cards: a phone's width, guessed from the device on the server and while hydrating. */
export function usePhoneList(): boolean {
  return useMediaQuery(PHONE_QUERY, useAppSelector(selectMobileDevice));
}
