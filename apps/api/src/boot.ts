import type { Boot, RemoteUrls } from '@travel/contracts';
import { toAgency } from './agency';
import { tenantFailure, type TenantState } from './plugins/tenant';

/** What the shell needs before its first render: the agency, or why there is none, and the remote URLs. */
export function bootFor(tenant: TenantState, remotes: RemoteUrls): Boot {
  if (tenant.kind === 'active') return { agency: toAgency(tenant.agency), error: null, remotes };
  return { agency: null, error: tenantFailure(tenant).error, remotes };
}
