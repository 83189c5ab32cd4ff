import { DEV_APPS } from '@travel/contracts';
import { scripts } from '../../package.json';

test('npm has a dev:<app> script for each app, and for nothing else but the API', () => {
  const devScripts = Object.keys(scripts).filter((name) => name.startsWith('dev:')).map((name) => name.slice('dev:'.length));
  expect(devScripts.filter((app) => app !== 'api').sort()).toEqual([...DEV_APPS].sort());
});

test.each(DEV_APPS)('dev:%s starts that app', (app) => {
  expect(scripts[`dev:${app}`]).toBe(`tsx scripts/dev.ts ${app}`);
});
