import type { ReactNode } from 'react';
import { accessToken } from '@travel/api-client';
import { selectAgency, selectAuthStatus, useAppSelector } from '@travel/store';
import { PageRedirect } from '@travel/ui';
import { homeRedirectTarget } from './rules/homeRedirect';

/** Wraps the home page: the agency setting homeRedirectsToHotels sends '/' on (SPEC 4). */
export function HomeRedirect({ children }: { children: ReactNode }) {
  const agency = useAppSelector(selectAgency);
  const status = useAppSelector(selectAuthStatus);
  const target = homeRedirectTarget({
    homeRedirectsToHotels: agency?.homeRedirectsToHotels ?? false,
    hasToken: status !== 'anonymous' || Boolean(accessToken()),
  });
  return target ? <PageRedirect to={target} /> : <>{children}</>;
}
