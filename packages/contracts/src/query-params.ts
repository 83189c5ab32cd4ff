// A page's query edited one parameter at a time, pair by pair: the rest stays as written
// (`rooms=2,1` is not re-encoded, as URLSearchParams#toString would). Plain TypeScript.

const pairsOf = (search: string): string[] => search.replace(/^\?/, '').split('&').filter((pair) => pair !== '');
const names = (pair: string, name: string): boolean => pair.split('=')[0] === name;

/** The query (`?a=1&b=2`, or '') without `name`. */
export function withoutQueryParam(search: string, name: string): string {
  const pairs = pairsOf(search).filter((pair) => !names(pair, name));
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A path (or a bare query, `?a=1`) with `name=value` added to its query; unchanged when it names `name` already. */
export function withQueryParam(path: string, name: string, value: string): string {
  const [pathname = '', search = ''] = path.split('?');
  const pairs = pairsOf(search);
  return pairs.some((pair) => names(pair, name)) ? path : `${pathname}?${[...pairs, `${name}=${encodeURIComponent(value)}`].join('&')}`;
}
