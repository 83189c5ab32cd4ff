import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify, WindowLike } from 'dompurify';
import { Skeleton } from './Skeleton';

export type Sanitize = (html: string) => string;

/**
 * What agency HTML may not carry besides what DOMPurify always drops (scripts, on* handlers,
 * javascript: URLs): embedded pages, forms and their controls, and inline styles that could
 * overlay or restyle the site around them.
 */
const FORBID_TAGS = ['iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select', 'textarea', 'style', 'link', 'meta', 'base'];
const FORBID_ATTR = ['style', 'formaction', 'srcdoc'];

/** Agency HTML's rules, applied by a DOMPurify of our own over `root` (the page's window, or the server's DOM). */
export function purifyingSanitizer(createPurifier: DOMPurify, root: WindowLike): Sanitize {
  // An instance of our own, so these hooks never leak into anyone else's DOMPurify.
  const purifier = createPurifier(root);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return (html) => purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR, ADD_ATTR: ['target'] });
}

let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * DOMPurify is fetched on first use, so it stays out of the first paint of pages without agency
 * HTML. A fetch that failed is made again by the next use.
 */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    (module) => {
      loaded = purifyingSanitizer(module.default, window);
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the sanitiser before a page the server rendered with agency HTML is taken over, so the
 * browser's first render has that HTML too instead of placeholder lines.
 */
export async function preloadSanitizer(): Promise<void> {
  await loadSanitizer();
}

let serverSanitize: Sanitize | null = null;

/**
 * The server's sanitiser (DOMPurify over a DOM of the server's own, apps/shell/src/server), so a
 * page the server renders has its agency HTML, sanitised by the same rules.
 */
export function provideServerSanitizer(sanitize: Sanitize): void {
  serverSanitize = sanitize;
}

/** Agency-provided HTML made safe to insert into the page. */
export async function sanitizeHtml(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  return sanitize(html);
}

/**
 * Renders agency-provided HTML (About content, FAQ answers, legal pages) only after
 * sanitising it; until the sanitiser has loaded, placeholder lines hold the space. The server
 * renders it sanitised (provideServerSanitizer).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded ?? (typeof window === 'undefined' ? serverSanitize : null));

  useEffect(() => {
    if (sanitize) return;
    let current = true;
    loadSanitizer().then(
      (loadedSanitize) => current && setSanitize(() => loadedSanitize),
      // A failed chunk load leaves the placeholder: unsanitised HTML is never the fallback.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sanitize]);

  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  if (clean === null) {
    return (
      <div className={className} aria-busy="true">
        <Skeleton width="90%" />
        <Skeleton width="75%" />
        <Skeleton width="60%" />
      </div>
    );
  }
  // dir=auto: the agency writes in its own language, which may not be the page's (English FAQ on an Arabic page).
  // data-agency-html: the browser loads the sanitiser before taking over a page that has some.
  return <div className={className} dir="auto" data-agency-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
