import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@travel/contracts';

const LOCALES = join(__dirname, '..', '..', '..', 'public', 'locales');
const NAMESPACES = readdirSync(join(LOCALES, 'en')).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** i18next plural forms differ by language (Arabic has six): compare the key without its form. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Map<string, string>) => [...new Set([...texts.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const load = (language: string, namespace: string) => flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1]).sort();
const NON_ENGLISH = LANGUAGE_CODES.filter((code) => code !== 'en');

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const english = load('en', namespace);

  it.each(NON_ENGLISH)('%s has exactly the English keys, each translated text non-empty', (language) => {
    const translated = load(language, namespace);
    expect(baseKeys(translated)).toEqual(baseKeys(english));
    for (const [key, text] of translated) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it.each(NON_ENGLISH)('%s keeps every {{placeholder}} of the English text', (language) => {
    const translated = load(language, namespace);
    for (const [key, text] of english) {
      if (PLURAL_SUFFIX.test(key)) continue;
      expect({ key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
