import { useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../rules/safeRedirect';

/** The `redirect` query when it is safe to follow (SPEC 2.3), else null. */
export function useRedirectParam(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'), '') || null;
}
