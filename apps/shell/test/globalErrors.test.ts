import { isShellScript } from '../src/startup/globalErrors';

describe("only the shell's own script errors replace the app", () => {
  test.each([
    ['http://wayfarer.localhost:3000/main.1a2b3c4d.js', true],
    ['http://wayfarer.localhost:3000/remotes/hotels/remoteEntry.js', false],
    ['http://localhost:3001/remoteEntry.js', false], // a remote's dev server
    ['', false], // errors from inline or extension scripts
  ])('%s -> %s', (filename, expected) => {
    expect(isShellScript(filename, 'http://wayfarer.localhost:3000')).toBe(expected);
  });
});
