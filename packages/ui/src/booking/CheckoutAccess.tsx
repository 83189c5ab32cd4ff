import type { ReactNode } from 'react';
import { selectAgency, selectAuthStatus, useAppSelector } from '@travel/store';
import { Skeleton } from '../Skeleton';
import { CheckoutFrame, type BackLink } from './CheckoutFrame';
import { SignInPanel } from './SignInPanel';

export interface CheckoutAccessProps {
  back: BackLink;
  /** Why signing in keeps what was chosen, in the service's words ("Your stay is kept"). */
  signInText: (agencyName: string) => string;
  /** Open to anyone, whatever the agency asks: a proposal's client books through its link without an account (the API agrees). */
  open?: boolean;
  children: ReactNode;
}

/**
 * The checkout once it may be shown: after the agency and the session are known, and only to
 * a signed-in traveller where the agency has no non-login flow (the others are asked to sign in).
 */
export function CheckoutAccess({ back, signInText, open = false, children }: CheckoutAccessProps) {
  const agency = useAppSelector(selectAgency);
  const authStatus = useAppSelector(selectAuthStatus);
  if (!agency || authStatus === 'checking') {
    return (
      <CheckoutFrame>
        <Skeleton height={320} />
      </CheckoutFrame>
    );
  }
  if (authStatus === 'anonymous' && !agency.allowNonLoginFlow && !open) {
    return (
      <CheckoutFrame back={back}>
        <SignInPanel agency={agency} text={signInText(agency.agencyName)} />
      </CheckoutFrame>
    );
  }
  return children;
}
