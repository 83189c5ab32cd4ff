import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/web/cache';
import { isSpaRoute } from '../src/web/shell';
import { escapeHtml, jsonForScript } from '../src/web/html-escape';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/shell/main.3f9a1c2b.js', IMMUTABLE],
    ['/dist/shell/main.3f9a1c2b.js.br', IMMUTABLE],
    ['/dist/shell/main.3f9a1c2b.js.gz', IMMUTABLE],
    ['/dist/hotels/612.0a1b2c3d4e5f6789.css', IMMUTABLE],
    ['/dist/shell/vendors-react.12345678.js', IMMUTABLE],
    ['/dist/hotels/remoteEntry.js', NO_CACHE],
    ['/dist/hotels/remoteEntry.js.br', NO_CACHE],
    ['/dist/shell/index.html', NO_CACHE],
    ['/dist/shell/favicon.svg', NO_CACHE],
    ['/dist/shell/main.3f9a1c2.js', NO_CACHE], // 7 digits: not a hash
    ['/dist/shell/jquery.bootstrap.js', NO_CACHE], // a word, not hex
    ['/dist/shell/main.deadbeef.js', NO_CACHE], // hex but no digit: may be a word, revalidate
    ['/dist/shell/3f9a1c2b.js', NO_CACHE], // the hash must sit between dots
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('isSpaRoute', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/booknow/hotels/search?lat=1&long=2', true],
    ['GET', '/errors', true],
    ['HEAD', '/anything', true],
    ['GET', '/agency-terms-and-conditions/12', true],
    ['POST', '/booknow/hotels', false],
    ['GET', '/api', false],
    ['GET', '/api/unknown', false],
    ['GET', '/remotes/hotels/missing', false],
    ['GET', '/brand/x/logo.svg', false],
    ['GET', '/main.3f9a1c2b.js', false],
    ['GET', '/favicon.ico', false],
    ['GET', '/apiary', true],
  ])('%s %s -> %p', (method, url, expected) => {
    expect(isSpaRoute(method, url)).toBe(expected);
  });
});

describe('escaping', () => {
  it('escapes HTML text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });

  it('keeps JSON inside a script element inert but equal once parsed', () => {
    const value = { name: '</script><script>alert(1)</script>', comment: '<!-- x -->', amp: 'a&b', ls: 'a\u2028b\u2029c' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
