import { subdomainFromHost } from '../src/tenant';

describe('subdomainFromHost', () => {
  it.each([
    ['localhost', 'wayfarer'],
    ['localhost:4000', 'wayfarer'],
    ['127.0.0.1', 'wayfarer'],
    ['127.0.0.1:3000', 'wayfarer'],
    ['10.1.2.3:80', 'wayfarer'],
    ['[::1]:4000', 'wayfarer'],
    ['[::1]', 'wayfarer'],
    ['::1', 'wayfarer'],
    ['[2001:db8::7]:443', 'wayfarer'],
    ['sunny.localhost', 'sunny'],
    ['sunny.localhost:3000', 'sunny'],
    ['Nordic.LocalHost:4000', 'nordic'],
    ['nowhere.localhost', 'nowhere'],
    ['wayfarer.example.com', 'wayfarer'],
    ['sol.travel.example.co.uk:8443', 'sol'],
    ['sunny.example.com.', 'sunny'],
    ['example.com', 'wayfarer'],
    ['example.com:443', 'wayfarer'],
    ['', 'wayfarer'],
    [undefined, 'wayfarer'],
  ])('%p -> %p', (host, expected) => {
    expect(subdomainFromHost(host, 'wayfarer')).toBe(expected);
  });

  it('uses the configured default tenant', () => {
    expect(subdomainFromHost('localhost', 'club')).toBe('club');
    expect(subdomainFromHost('example.com', 'club')).toBe('club');
  });
});
