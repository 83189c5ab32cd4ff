import { jestArguments, jestProjectOf } from '../test-one';

describe('npm run test:one', () => {
  it.each([
    ['apps/hotels', 'apps'],
    ['apps/hotels/test/ResultsPage.test.tsx', 'apps'],
    ['./apps/shell/', 'apps'],
    ['apps/api', 'api'],
    ['apps/api/test/config.test.ts', 'api'],
    ['packages/ui', 'packages'],
    ['scripts/test/test-one.test.ts', 'scripts'],
  ])('runs %s in the %s project', (path, project) => {
    expect(jestProjectOf(path)).toBe(project);
  });

  it.each(['e2e/hotels.spec.ts', 'mocks', 'apps', '.'])('names where the tests live for %s, outside them', (path) => {
    expect(() => jestProjectOf(path)).toThrow(`${path} is not in an app, a package or scripts/, where the tests live`);
  });

  it.each<[string[], string | undefined, string[]]>([
    [['apps/hotels'], undefined, ['apps/hotels', '--selectProjects', 'apps']],
    [['apps/hotels', '-t', 'filters'], undefined, ['apps/hotels', '--selectProjects', 'apps', '-t', 'filters']],
    [['apps/api/test/config.test.ts'], 'postgres://postgres@127.0.0.1/test', ['apps/api/test/config.test.ts', '--selectProjects', 'api', 'api-postgres']],
    [['packages/ui', 'apps/shell', '--watch'], undefined, ['packages/ui', 'apps/shell', '--selectProjects', 'packages', 'apps', '--watch']],
  ])('%j becomes jest %j', (args, databaseUrl, expected) => {
    expect(jestArguments(args, databaseUrl)).toEqual(expected);
  });

  it('asks for a path', () => {
    expect(() => jestArguments(['--watch'], undefined)).toThrow('Name the tests to run');
  });
});
