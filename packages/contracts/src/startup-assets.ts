/**
 * What the shell's production build tells the server about its start-up chunks
 * (packages/federation/src/startup-assets.ts writes it, apps/api/src/web/shell-html.ts reads it).
 */
export const STARTUP_ASSETS_FILE = 'startup-assets.json';

/** Public URLs of the start-up chunks' files. */
export interface StartupAssets {
  scripts: string[];
  styles: string[];
}

/**
 * In a remote's build folder: for each module it exposes (`App`), the one stylesheet with every
 * style that module's pages use, and for each of its named pages (`App/results`) the module's
 * own styles with that page's; the server links the one a page it rendered needs.
 */
export const REMOTE_PAGE_STYLES_FILE = 'page-styles.json';
export type RemotePageStyles = Record<string, string>;
