import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  BOOT_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  LANGUAGE_CODES,
  SHELL_NAMESPACES,
  STARTUP_ASSETS_FILE,
  pageTitle,
  translationUrls,
  type Boot,
  type LanguageCode,
  type StartupAssets,
} from '@travel/contracts';
import { htmlAttributes, type PageFrame } from './page-frame';
import type { RenderedPage } from './page-renderer';
import { escapeHtml, jsonForScript, scriptSafeJson } from './html-escape';

const HEAD_MARKER = '<!--ssr-head-->';
const BOOT_MARKER = '<!--ssr-boot-->';
/** Inside #root: where a page rendered on the server goes (optional). */
const ROOT_MARKER = '<!--ssr-root-->';
/** public/index.html's <html> tag (optional): its language and direction become the visitor's. */
const HTML_TAG = '<html lang="en" dir="ltr">';

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

/** A rendered page's handover (JSON already), as a data block like the boot data's. */
function renderHandoverScript(handover: string): string {
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(handover)}</script>`;
}

const startupAssetsSchema = z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) });

/** The start-up files the shell's build lists beside its index.html, or null when it lists none (a development build). */
export function loadStartupAssets(shellDir: string): StartupAssets | null {
  const file = path.join(shellDir, STARTUP_ASSETS_FILE);
  return existsSync(file) ? startupAssetsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/**
 * A rendered page's start-up stylesheets, linked rather than preloaded: the page is drawn
 * before any script runs, and its header and page styles are in them (the shell's script
 * later finds them in place and does not add them again).
 */
export function renderStylesheets({ styles }: Pick<StartupAssets, 'styles'>): string {
  return styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
}

/** Preloads for the shell's start-up files, which the browser would otherwise find only once main.js has run. */
export function renderPreloads({ scripts, styles }: StartupAssets): string {
  return [
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    ...styles.map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}">`),
  ].join('');
}

/**
 * Preloads for the translations the shell fetches before its first render. `crossorigin`, as
 * i18next fetches them in cors mode: a preload in another mode would not be reused.
 */
function renderTranslationPreloads(language: LanguageCode): string {
  return translationUrls(language, ['common', ...SHELL_NAMESPACES])
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`)
    .join('');
}

/** Each language's translation preloads, built once: every page the server does not render carries them. */
const TRANSLATION_PRELOADS = new Map(LANGUAGE_CODES.map((language) => [language, renderTranslationPreloads(language)]));

export interface ShellTemplate {
  /** The page for `boot`; with `content`, an agency's page in the visitor's language, rendered when the server could. */
  render(boot: Boot, content?: PageContent): string;
}

/** An active agency's page. */
export interface PageContent {
  frame: PageFrame;
  /** The content the server rendered, or null: the browser renders it. */
  rendered: RenderedPage | null;
  /** The entry of the remote the page opens (/booknow/hotels/...), or null on the shell's own pages. */
  remoteEntry: string | null;
}

/**
 * The page's <head> additions. A rendered page links its start-up stylesheets and preloads
 * nothing: preloads would take bandwidth from the stylesheets its first paint needs (Lighthouse,
 * on the home page the server painted before: FCP 0.77 -> 1.14 s with them). A page left to the browser preloads
 * what its first render needs (signed-in home LCP 3.3 -> 2.5 s).
 */
function renderHeadSegment(boot: Boot, content: PageContent | undefined, { preloads, stylesheets }: StartupTags): string {
  const parts = [renderHead(boot)];
  if (content) parts.push(`<style>${content.frame.style}</style>`);
  if (content?.rendered) {
    // The shell's, then the remote's the page was rendered with.
    if (stylesheets) parts.push(stylesheets);
    if (content.rendered.styles.length > 0) parts.push(renderStylesheets(content.rendered));
  } else {
    if (preloads) parts.push(preloads);
    if (content) parts.push(TRANSLATION_PRELOADS.get(content.frame.language) ?? '');
    if (content?.remoteEntry) parts.push(`<link rel="preload" as="script" href="${escapeHtml(content.remoteEntry)}">`);
  }
  return parts.join('\n    ');
}

/** The start-up files' tags, built once from the build's list. */
interface StartupTags {
  preloads: string;
  stylesheets: string;
}

function renderSegment(segment: string, boot: Boot, content: PageContent | undefined, startup: StartupTags): string {
  switch (segment) {
    case HEAD_MARKER:
      return renderHeadSegment(boot, content, startup);
    case BOOT_MARKER:
      return content?.rendered ? renderBootScript(boot) + renderHandoverScript(content.rendered.handover) : renderBootScript(boot);
    case ROOT_MARKER:
      return content?.rendered?.html ?? '';
    case HTML_TAG:
      return content ? `<html ${htmlAttributes(content.frame)}>` : HTML_TAG;
    default:
      return segment;
  }
}

/**
 * Reads the built shell's index.html once and splits it at its markers (head and boot exactly
 * once, the others at most once), so a request only concatenates strings: no regex, and none
 * of String.replace's `$&` surprises with agency text.
 */
export function loadShellTemplate(file: string, startupAssets: StartupAssets | null = null): ShellTemplate {
  const startup: StartupTags = {
    preloads: startupAssets ? renderPreloads(startupAssets) : '',
    stylesheets: startupAssets ? renderStylesheets(startupAssets) : '',
  };
  const segments = readFileSync(file, 'utf8').split(/(<!--ssr-head-->|<!--ssr-boot-->|<!--ssr-root-->|<html lang="en" dir="ltr">)/);
  const count = (marker: string) => segments.filter((s) => s === marker).length;
  for (const marker of [HEAD_MARKER, BOOT_MARKER]) {
    if (count(marker) !== 1) {
      throw new Error(`${file} must contain ${marker} exactly once (${HEAD_MARKER} inside <head>, ${BOOT_MARKER} where the boot script goes)`);
    }
  }
  for (const marker of [ROOT_MARKER, HTML_TAG]) {
    if (count(marker) > 1) throw new Error(`${file} must contain ${marker} at most once`);
  }
  return { render: (boot, content) => segments.map((segment) => renderSegment(segment, boot, content, startup)).join('') };
}
