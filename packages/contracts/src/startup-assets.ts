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
