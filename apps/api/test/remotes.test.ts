import { REMOTE_NAMES } from '@travel/contracts';
import { remoteUrls } from '../src/remotes';
import { loadConfig } from '../src/config';

describe('remoteUrls', () => {
  it.each([
    ['hotels', false, {}, 'http://localhost:3001/remoteEntry.js'],
    ['account', false, {}, 'http://localhost:3008/remoteEntry.js'],
    ['hotels', true, {}, '/remotes/hotels/remoteEntry.js'],
    ['blog', true, {}, '/remotes/blog/remoteEntry.js'],
    ['hotels', true, { hotels: 'https://cdn.example.com/hotels/remoteEntry.js' }, 'https://cdn.example.com/hotels/remoteEntry.js'],
    ['hotels', false, { hotels: 'http://10.0.0.5:3001/remoteEntry.js' }, 'http://10.0.0.5:3001/remoteEntry.js'],
    ['flights', true, { hotels: 'https://cdn.example.com/hotels/remoteEntry.js' }, '/remotes/flights/remoteEntry.js'],
  ] as const)('%s (production %p, overrides %j) -> %s', (name, production, overrides, expected) => {
    expect(remoteUrls({ overrides, production })[name]).toBe(expected);
  });

  it('names every remote', () => {
    expect(Object.keys(remoteUrls({ overrides: {}, production: false })).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('points the shell at a dev server moved with PORT_<NAME>', () => {
    const config = loadConfig({ PORT_HOTELS: '3101' });
    const urls = remoteUrls({ overrides: {}, production: false, devPorts: config.remoteDevPorts });
    expect(urls.hotels).toBe('http://localhost:3101/remoteEntry.js');
    expect(urls.flights).toBe('http://localhost:3002/remoteEntry.js');
  });

  it('names a PORT_<NAME> that is not a port', () => {
    expect(() => loadConfig({ PORT_CARS: 'three' })).toThrow('PORT_CARS must be a port number from 1 to 65535, not "three"');
  });

  it('reads REMOTE_<NAME>_URL from the environment', () => {
    const config = loadConfig({ REMOTE_HOTELS_URL: 'https://cdn.example.com/h/remoteEntry.js', REMOTE_BLOG_URL: '' });
    expect(config.remoteOverrides).toEqual({ hotels: 'https://cdn.example.com/h/remoteEntry.js' });
  });
});
