import { sharedModules, startupLibrariesPattern } from '@travel/federation/shared';

test.each([
  ['/repo/node_modules/react/index.js', true],
  ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js', true],
  ['/repo/node_modules/@remix-run/router/dist/router.js', true],
  ['/repo/node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs', true],
  ['C:\\repo\\node_modules\\@reduxjs\\toolkit\\dist\\redux-toolkit.modern.mjs', true],
  ['/repo/node_modules/axios/lib/axios.js', true],
  // Not needed for the shell's first screen: they stay in chunks of their own.
  ['/repo/node_modules/lucide-react/dist/esm/icons/star.js', false],
  ['/repo/node_modules/react-slick/lib/slider.js', false],
  ['/repo/node_modules/react-toastify/dist/index.mjs', false],
  ['/repo/packages/store/src/index.ts', false],
])('the start-up libraries chunk takes %s: %s', (path, expected) => {
  expect(startupLibrariesPattern.test(path)).toBe(expected);
});

test('no singleton checks a version at start-up: all apps are built together from one commit', () => {
  const shared = sharedModules();
  expect(shared['react-router-dom']).toEqual({ singleton: true, requiredVersion: false });
  expect(shared['react/']).toEqual({ singleton: true, requiredVersion: false });
  expect(shared['@travel/store']).toMatchObject({ singleton: true, version: '0.1.0', requiredVersion: false });
});
