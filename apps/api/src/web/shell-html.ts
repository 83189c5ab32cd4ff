import { readFileSync } from 'node:fs';
import { BOOT_ELEMENT_ID, pageTitle, type Boot } from '@travel/contracts';

const HEAD_MARKER = '<!--ssr-head-->';
const BOOT_MARKER = '<!--ssr-boot-->';

/** Text and attribute values: the five characters HTML treats specially. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes so no `</script>` or
 * `<!--` can end or alter the element, and U+2028/U+2029 for pre-ES2019 parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The tenant's <head> tags: title, description, keywords, favicon and theme colour. */
export function renderHead(boot: Boot): string {
  const { agency } = boot;
  if (!agency) return `<title>${escapeHtml(boot.error?.message ?? '')}</title>`;
  return [
    `<title>${escapeHtml(pageTitle(agency))}</title>`,
    `<meta name="description" content="${escapeHtml(agency.metaData.description)}">`,
    `<meta name="keywords" content="${escapeHtml(agency.metaData.keywords.join(','))}">`,
    `<link rel="icon" href="${escapeHtml(agency.favicon)}">`,
    `<meta name="theme-color" content="${escapeHtml(agency.primaryColor)}">`,
  ].join('\n    ');
}

/** The boot data as a JSON data block: the shell parses it, the browser never runs it (see csp.ts). */
export function renderBootScript(boot: Boot): string {
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`;
}

export interface ShellTemplate {
  render(boot: Boot): string;
}

/**
 * Reads the built shell's index.html once and splits it at its two markers (each must
 * appear exactly once), so a request only concatenates strings: no regex, and none of
 * String.replace's `$&` surprises with agency text.
 */
export function loadShellTemplate(file: string): ShellTemplate {
  const segments = readFileSync(file, 'utf8').split(/(<!--ssr-head-->|<!--ssr-boot-->)/);
  for (const marker of [HEAD_MARKER, BOOT_MARKER]) {
    if (segments.filter((s) => s === marker).length !== 1) {
      throw new Error(`${file} must contain ${marker} exactly once (${HEAD_MARKER} inside <head>, ${BOOT_MARKER} where the boot script goes)`);
    }
  }
  return {
    render: (boot) => segments.map((s) => (s === HEAD_MARKER ? renderHead(boot) : s === BOOT_MARKER ? renderBootScript(boot) : s)).join(''),
  };
}
