import { isIP } from 'node:net';
import { accountNameProblem, emailSchema } from '@travel/contracts';
import type { NewAgency } from './agencies';

/** `npm run agency -- --help`. */
export const AGENCY_COMMAND_USAGE = `Usage: npm run agency -- <command> [options]

Commands:
  create      --subdomain <name> --name "<Agency name>" --owner-email <email>
              [--owner-first-name <name>] [--owner-last-name <name>]
              [--deals-city "<catalogue city>"] [--base-url <url>]
              Creates an active agency with every service on, and its owner, who has
              no password yet: prints a one-time link to set it.
  list        Every agency: subdomain, name, status and owners.
  deactivate  --subdomain <name>   Its site shows the inactive notice; nothing is deleted.
  activate    --subdomain <name>   Undoes deactivate.
  owner-link  --subdomain <name> --owner-email <email> [--base-url <url>]
              A new one-time link for an owner to set the password (the first expired).

Options:
  --base-url  The deployment's address; an agency's site is its subdomain of it
              (default http://localhost:3000, so http://<subdomain>.localhost:3000).

The database is the server's: DATABASE_URL, or the embedded one in PGLITE_DATA_DIR
(stop the server first: the embedded database serves one process at a time).`;

export type AgencyCommand =
  | { kind: 'help' }
  | { kind: 'list' }
  | ({ kind: 'create'; siteUrl: string } & NewAgency)
  | { kind: 'deactivate' | 'activate'; subdomain: string }
  | { kind: 'owner-link'; subdomain: string; ownerEmail: string; siteUrl: string };

/** A mistake in the command line: one line for the operator, exit code 1. */
export class AgencyCommandUsageError extends Error {
  override name = 'AgencyCommandUsageError';
}

const OPTIONS = {
  create: { required: ['subdomain', 'name', 'owner-email'], optional: ['owner-first-name', 'owner-last-name', 'deals-city', 'base-url'] },
  list: { required: [], optional: [] },
  deactivate: { required: ['subdomain'], optional: [] },
  activate: { required: ['subdomain'], optional: [] },
  'owner-link': { required: ['subdomain', 'owner-email'], optional: ['base-url'] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;
type CommandName = keyof typeof OPTIONS;

const DEFAULT_BASE_URL = 'http://localhost:3000';
/** Until the owner writes a name in Profile Settings. */
const DEFAULT_OWNER_NAME = { first: 'Agency', last: 'Owner' };

/** Host labels the deployment or its operators may need for themselves. */
const RESERVED_SUBDOMAINS = new Set(['www', 'api', 'admin', 'app', 'mail', 'smtp', 'static', 'cdn', 'assets', 'remotes', 'localhost']);
/** The database's own check (agencies_subdomain_check): one DNS label, lower-case. */
const SUBDOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why `subdomain` cannot name an agency, or null. */
export function subdomainProblem(subdomain: string): string | null {
  if (!SUBDOMAIN.test(subdomain)) return 'use lower-case letters, digits and inner hyphens, 1 to 63 characters';
  if (RESERVED_SUBDOMAINS.has(subdomain)) return `"${subdomain}" is reserved`;
  return null;
}

/** The agency's site: `subdomain` as the first label of the deployment's host (`http://localhost:3000` -> `http://acme.localhost:3000`). */
export function agencySiteUrl(baseUrl: string, subdomain: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AgencyCommandUsageError(`--base-url: "${baseUrl}" is not an address; give one such as https://travel.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AgencyCommandUsageError('--base-url: give an http or https address');
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) throw new AgencyCommandUsageError('--base-url: an agency is a subdomain, so give a host name, not an IP address');
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new AgencyCommandUsageError('--base-url: give only the scheme, host and port, such as https://travel.example.com');
  }
  url.hostname = `${subdomain}.${url.hostname}`;
  return url.origin;
}

function readOptions(command: CommandName, tokens: readonly string[]): Map<string, string> {
  const { required, optional } = OPTIONS[command];
  const known = new Set<string>([...required, ...optional]);
  const values = new Map<string, string>();
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(token);
    if (!match?.[1]) throw new AgencyCommandUsageError(`${command}: unexpected "${token}" (options are --name value)`);
    const name = match[1];
    if (!known.has(name)) throw new AgencyCommandUsageError(`${command}: unknown option --${name}`);
    if (values.has(name)) throw new AgencyCommandUsageError(`${command}: --${name} given twice`);
    let value = match[2];
    if (value === undefined) {
      value = tokens[i + 1];
      if (value === undefined || value.startsWith('--')) throw new AgencyCommandUsageError(`${command}: --${name} needs a value`);
      i += 1;
    }
    values.set(name, value);
  }
  const missing = required.filter((name) => !values.has(name));
  if (missing.length > 0) throw new AgencyCommandUsageError(`${command}: missing ${missing.map((name) => `--${name}`).join(', ')}`);
  return values;
}

function checkedSubdomain(value: string): string {
  const problem = subdomainProblem(value);
  if (problem) throw new AgencyCommandUsageError(`--subdomain: ${problem}`);
  return value;
}

function checkedEmail(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new AgencyCommandUsageError(`--owner-email: "${value}" is not an email address`);
  return parsed.data;
}

const NAME_PROBLEMS = { required: 'is empty', tooLong: 'is over 100 characters', invalid: 'has control characters' } as const;

function checkedName(option: string, value: string): string {
  const problem = accountNameProblem(value);
  if (problem) throw new AgencyCommandUsageError(`--${option}: ${NAME_PROBLEMS[problem]}`);
  return value.trim();
}

/** The command line after `npm run agency --`, checked; throws AgencyCommandUsageError naming the first mistake. */
export function parseAgencyCommand(argv: readonly string[]): AgencyCommand {
  const [name, ...tokens] = argv;
  if (name === undefined) throw new AgencyCommandUsageError('give a command: create, list, deactivate, activate or owner-link');
  if (name === 'help' || argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  if (!Object.hasOwn(OPTIONS, name)) throw new AgencyCommandUsageError(`unknown command "${name}" (create, list, deactivate, activate, owner-link)`);
  const command = name as CommandName;
  const options = readOptions(command, tokens);
  const option = (key: string): string => options.get(key) ?? '';
  switch (command) {
    case 'list':
      return { kind: 'list' };
    case 'deactivate':
    case 'activate':
      return { kind: command, subdomain: checkedSubdomain(option('subdomain')) };
    case 'owner-link': {
      const subdomain = checkedSubdomain(option('subdomain'));
      return { kind: 'owner-link', subdomain, ownerEmail: checkedEmail(option('owner-email')), siteUrl: agencySiteUrl(options.get('base-url') ?? DEFAULT_BASE_URL, subdomain) };
    }
    case 'create': {
      const subdomain = checkedSubdomain(option('subdomain'));
      const dealsCity = options.get('deals-city');
      return {
        kind: 'create',
        subdomain,
        agencyName: checkedName('name', option('name')),
        ownerEmail: checkedEmail(option('owner-email')),
        ownerFirstName: checkedName('owner-first-name', options.get('owner-first-name') ?? DEFAULT_OWNER_NAME.first),
        ownerLastName: checkedName('owner-last-name', options.get('owner-last-name') ?? DEFAULT_OWNER_NAME.last),
        ...(dealsCity !== undefined && { dealsCity: checkedName('deals-city', dealsCity) }),
        siteUrl: agencySiteUrl(options.get('base-url') ?? DEFAULT_BASE_URL, subdomain),
      };
    }
  }
}
