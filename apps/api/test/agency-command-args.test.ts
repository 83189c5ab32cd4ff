import { agencySiteUrl, parseAgencyCommand, subdomainProblem } from '../src/admin/agency-command-args';

const CREATE = ['create', '--subdomain', 'acme', '--name', 'Acme Travel', '--owner-email', 'Boss@Acme.example'];

describe('parseAgencyCommand', () => {
  it.each([
    [['--help'], { kind: 'help' }],
    [['create', '-h'], { kind: 'help' }],
    [['help'], { kind: 'help' }],
    [['list'], { kind: 'list' }],
    [['deactivate', '--subdomain', 'acme'], { kind: 'deactivate', subdomain: 'acme' }],
    [['activate', '--subdomain=acme'], { kind: 'activate', subdomain: 'acme' }],
    [
      CREATE,
      {
        kind: 'create',
        subdomain: 'acme',
        agencyName: 'Acme Travel',
        ownerEmail: 'boss@acme.example',
        ownerFirstName: 'Agency',
        ownerLastName: 'Owner',
        siteUrl: 'http://acme.localhost:3000',
      },
    ],
    [
      [...CREATE, '--owner-first-name', ' Ada ', '--owner-last-name', 'Byron', '--deals-city', 'London', '--base-url', 'https://travel.example.com'],
      {
        kind: 'create',
        subdomain: 'acme',
        agencyName: 'Acme Travel',
        ownerEmail: 'boss@acme.example',
        ownerFirstName: 'Ada',
        ownerLastName: 'Byron',
        dealsCity: 'London',
        siteUrl: 'https://acme.travel.example.com',
      },
    ],
    [
      ['owner-link', '--subdomain', 'acme', '--owner-email', 'boss@acme.example'],
      { kind: 'owner-link', subdomain: 'acme', ownerEmail: 'boss@acme.example', siteUrl: 'http://acme.localhost:3000' },
    ],
  ])('reads %j', (argv, expected) => {
    expect(parseAgencyCommand(argv)).toEqual(expected);
  });

  it.each([
    [[], 'give a command'],
    [['remove', '--subdomain', 'acme'], 'unknown command "remove"'],
    [['list', '--all'], 'list: unknown option --all'],
    [['deactivate'], 'deactivate: missing --subdomain'],
    [['create', '--subdomain', 'acme'], 'create: missing --name, --owner-email'],
    [['deactivate', '--subdomain'], 'deactivate: --subdomain needs a value'],
    [['deactivate', '--subdomain', '--name'], 'deactivate: --subdomain needs a value'],
    [['deactivate', '--subdomain', 'a', '--subdomain', 'b'], 'deactivate: --subdomain given twice'],
    [['deactivate', 'acme'], 'deactivate: unexpected "acme"'],
    [['deactivate', '--subdomain', 'Acme'], '--subdomain: use lower-case letters'],
    [['deactivate', '--subdomain', 'www'], '--subdomain: "www" is reserved'],
    [['create', '--subdomain', 'acme', '--name', '  ', '--owner-email', 'a@b.example'], '--name: is empty'],
    [['create', '--subdomain', 'acme', '--name', 'x'.repeat(101), '--owner-email', 'a@b.example'], '--name: is over 100 characters'],
    [['create', '--subdomain', 'acme', '--name', 'A\u0007B', '--owner-email', 'a@b.example'], '--name: has control characters'],
    [['create', '--subdomain', 'acme', '--name', 'Acme', '--owner-email', 'boss'], '--owner-email: "boss" is not an email address'],
    [[...CREATE, '--base-url', 'ftp://example.com'], '--base-url: give an http or https address'],
  ])('refuses %j naming the mistake', (argv, message) => {
    expect(() => parseAgencyCommand(argv)).toThrow(message);
  });
});

describe('subdomainProblem', () => {
  it.each([
    ['acme', null],
    ['a', null],
    ['acme-travel-2', null],
    ['x'.repeat(63), null],
    ['x'.repeat(64), 'use lower-case letters, digits and inner hyphens, 1 to 63 characters'],
    ['', 'use lower-case letters, digits and inner hyphens, 1 to 63 characters'],
    ['-acme', 'use lower-case letters, digits and inner hyphens, 1 to 63 characters'],
    ['acme-', 'use lower-case letters, digits and inner hyphens, 1 to 63 characters'],
    ['acme.travel', 'use lower-case letters, digits and inner hyphens, 1 to 63 characters'],
    ['ACME', 'use lower-case letters, digits and inner hyphens, 1 to 63 characters'],
    ['api', '"api" is reserved'],
    ['admin', '"admin" is reserved'],
  ])('%j: %j', (subdomain, problem) => {
    expect(subdomainProblem(subdomain)).toBe(problem);
  });
});

describe('agencySiteUrl', () => {
  it.each([
    ['http://localhost:3000', 'http://acme.localhost:3000'],
    ['https://travel.example.com', 'https://acme.travel.example.com'],
    ['https://travel.example.com/', 'https://acme.travel.example.com'],
    ['https://travel.example.com:8443', 'https://acme.travel.example.com:8443'],
  ])('%s -> %s', (baseUrl, siteUrl) => {
    expect(agencySiteUrl(baseUrl, 'acme')).toBe(siteUrl);
  });

  it.each([
    ['travel.example.com', 'is not an address'],
    ['http://127.0.0.1:3000', 'not an IP address'],
    ['http://[::1]:3000', 'not an IP address'],
    ['https://travel.example.com/agencies', 'only the scheme, host and port'],
    ['https://user:pw@travel.example.com', 'only the scheme, host and port'],
  ])('refuses %s', (baseUrl, message) => {
    expect(() => agencySiteUrl(baseUrl, 'acme')).toThrow(message);
  });
});
