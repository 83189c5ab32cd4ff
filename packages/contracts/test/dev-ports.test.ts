import { devApiPort, devPort, devPortVariable, type DevApp } from '@travel/contracts';

describe('devPort', () => {
  it.each<[DevApp, Record<string, string>, number]>([
    ['shell', {}, 3000],
    ['hotels', {}, 3001],
    ['account', {}, 3008],
    ['hotels', { PORT_HOTELS: '3101' }, 3101],
    ['hotels', { PORT_HOTELS: '' }, 3001],
    ['shell', { PORT_HOTELS: '3101' }, 3000],
    ['shell', { PORT_SHELL: '8080' }, 8080],
    ['cruise', { PORT_CRUISE: '65535' }, 65535],
  ])('%s with %j listens on %d', (app, env, port) => {
    expect(devPort(app, env)).toBe(port);
  });

  it.each(['0', '65536', 'abc', '30 01', '-1', '3001.5', '1e3'])('refuses PORT_HOTELS=%s, naming the variable', (value) => {
    expect(() => devPort('hotels', { PORT_HOTELS: value })).toThrow(`PORT_HOTELS must be a port number from 1 to 65535, not "${value}"`);
  });

  it('names the variable of each app', () => {
    expect(devPortVariable('shell')).toBe('PORT_SHELL');
    expect(devPortVariable('activities')).toBe('PORT_ACTIVITIES');
  });
});

describe('devApiPort', () => {
  it.each<[Record<string, string>, number]>([
    [{}, 4000],
    [{ PORT: '' }, 4000],
    [{ PORT: '5000' }, 5000],
  ])('with %j is %d', (env, port) => {
    expect(devApiPort(env)).toBe(port);
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => devApiPort({ PORT: 'http' })).toThrow('PORT must be a port number from 1 to 65535, not "http"');
  });
});
