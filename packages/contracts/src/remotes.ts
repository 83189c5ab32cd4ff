import type { ServiceRemote } from './services/registry';

/** The remotes that serve no booking service: the blog, the traveller's account area and the agents' Command Center. */
export const NON_SERVICE_REMOTES = ['blog', 'account', 'command'] as const;
export type NonServiceRemote = (typeof NON_SERVICE_REMOTES)[number];

/**
 * The federated remotes and the port each one serves on in development (DESIGN.md): one per
 * service of the manifest and the others above, neither more nor fewer (`satisfies`).
 */
export const REMOTES = {
  hotels: 3001,
  flights: 3002,
  cars: 3003,
  activities: 3004,
  cruise: 3005,
  resort: 3006,
  blog: 3007,
  account: 3008,
  command: 3009,
} as const satisfies Record<ServiceRemote | NonServiceRemote, number>;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
export const isNonServiceRemote = (remote: RemoteName): remote is NonServiceRemote =>
  (NON_SERVICE_REMOTES as readonly RemoteName[]).includes(remote);
export const SHELL_DEV_PORT = 3000;
export const API_DEV_PORT = 4000;

/** Where each remote's entry is served from; the shell learns it at run time. */
export type RemoteUrls = Record<RemoteName, string>;
