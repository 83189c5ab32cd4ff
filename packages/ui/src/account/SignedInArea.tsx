import type { ReactNode } from 'react';
import type { UserProfile } from '@travel/contracts';
import { selectAuthStatus, selectUser, useAppSelector } from '@travel/store';
import { Skeleton } from '../Skeleton';
import { SignInPrompt } from './SignInPrompt';

/**
 * A page for a signed-in user (the traveller's account area, the Command Center): while the
 * session is checked a placeholder, and anyone else the sign-in prompt under the page's title.
 */
export function SignedInArea({ title, children }: { title: string; children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'checking') {
    return (
      <div className="account-page container">
        <Skeleton height={320} />
      </div>
    );
  }
  return status === 'signedIn' ? children : <SignInPrompt title={title} />;
}

/** The signed-in user, for the pages SignedInArea shows only then. */
export function useSignedInUser(): UserProfile {
  const user = useAppSelector(selectUser);
  if (!user) throw new Error('useSignedInUser outside a SignedInArea');
  return user;
}
