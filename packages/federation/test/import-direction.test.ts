import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * DESIGN.md: imports go one way, packages -> apps; remotes never import each other or the
 * shell; the API imports only @travel/contracts; workspace code is imported by package name.
 */
const root = join(__dirname, '..', '..', '..');
const REMOTES = ['hotels', 'flights', 'cars', 'activities', 'cruise', 'resort', 'blog', 'account'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1] as string);
}

function violations(dirs: string[], isAllowed: (specifier: string, file: string) => boolean): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !isAllowed(specifier, file))
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    ),
  );
}

const workspaceName = /^@travel\/([a-z-]+)/;

const PACKAGES = readdirSync(join(root, 'packages'));

test('packages never import apps (the msw worker for standalone development aside)', () => {
  const apps = new Set(['shell', 'api', 'mocks', ...REMOTES]);
  const found = violations(PACKAGES.map((name) => `packages/${name}/src`), (s) => !apps.has(workspaceName.exec(s)?.[1] ?? '') || s === '@travel/mocks/browser');
  expect(found).toEqual([]);
});

test('a remote imports no other remote and not the shell', () => {
  for (const remote of REMOTES) {
    const others = [...REMOTES.filter((name) => name !== remote), 'shell', 'api'];
    const found = violations([`apps/${remote}/src`], (s) => !others.includes(workspaceName.exec(s)?.[1] ?? ''));
    expect(found).toEqual([]);
  }
});

test('the API imports no workspace package but @travel/contracts', () => {
  expect(violations(['apps/api/src'], (s) => !workspaceName.test(s) || s.startsWith('@travel/contracts'))).toEqual([]);
});

test('workspace code is imported by package name, never by a path into another workspace', () => {
  const dirs = ['packages', ...REMOTES.map((name) => `apps/${name}`), 'apps/shell', 'apps/api'];
  const escapes = violations(dirs, (s, file) => {
    if (!s.startsWith('.')) return true;
    const target = relative(root, join(file, '..', s));
    const home = relative(root, file).split('/').slice(0, 2).join('/');
    return target.startsWith(home);
  });
  expect(escapes).toEqual([]);
});
