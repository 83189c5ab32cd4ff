import type { ReactNode } from 'react';
import type { UserProfile } from '@travel/contracts';
import { selectAuthStatus, selectUser, useAppSelector } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { SignInPrompt } from './SignInPrompt';
import type { AccountSection } from './sections';

/** An account page for a signed-in user; while the session is checked a placeholder, and anyone else the sign-in prompt. */
export function SignedInArea({ section, children }: { section: AccountSection; children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'checking') {
    return (
      <div className="account-page container">
        <Skeleton height={320} />
      </div>
    );
  }
  return status === 'signedIn' ? children : <SignInPrompt section={section} />;
}

/** The signed-in user, for the pages SignedInArea shows only then. */
export function useSignedInUser(): UserProfile {
  const user = useAppSelector(selectUser);
  if (!user) throw new Error('useSignedInUser outside a SignedInArea');
  return user;
}
