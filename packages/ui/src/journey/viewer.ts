import { usesCommandCenter } from '@travel/contracts';
import { selectAuthStatus, selectUser, useAppSelector } from '@travel/store';

/** Who browses the booking pages, as far as the kept parameters care; `unknown` while the profile call is under way. */
export type JourneyViewer = 'agent' | 'other' | 'unknown';

export function useJourneyViewer(): JourneyViewer {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  if (status === 'checking') return 'unknown';
  return user && usesCommandCenter(user) ? 'agent' : 'other';
}
