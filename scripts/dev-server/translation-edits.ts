/**
 * `GET /__translation-edits` (TRANSLATION_EDITS_PATH): a server-sent event per saved translation file
 * (`public/locales/<language>/<namespace>.json`), so a page in development reloads that one
 * namespace in place (packages/i18n `reloadTranslationsOnEdit`) instead of the whole page.
 */
import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
const SETTLE_MS = 60;

export interface TranslationEdit {
  language: string;
  namespace: string;
}

/** The edit a changed file name stands for; null for anything that is not a namespace file (editor swap files, say). */
export function translationEdit(language: string, fileName: string | null): TranslationEdit | null {
  const match = fileName?.match(/^([a-z][a-z0-9-]*)\.json$/);
  return match ? { language, namespace: match[1]! } : null;
}

/** Watches every language folder under `localesDir` while at least one page listens. */
export function translationEditsMiddleware(localesDir: string) {
  const listeners = new Set<ServerResponse>();
  let watchers: FSWatcher[] = [];
  const pending = new Map<string, NodeJS.Timeout>();

  // One save is often several file events (write, rename): each file is announced once it settles.
  const broadcast = (edit: TranslationEdit) => {
    const key = `${edit.language}/${edit.namespace}`;
    clearTimeout(pending.get(key));
    pending.set(
      key,
      setTimeout(() => {
        pending.delete(key);
        for (const response of listeners) response.write(`event: edit\ndata: ${JSON.stringify(edit)}\n\n`);
      }, SETTLE_MS),
    );
  };
  const startWatching = () => {
    if (!existsSync(localesDir)) return;
    watchers = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) =>
        watch(join(localesDir, entry.name), (_event, fileName) => {
          const edit = translationEdit(entry.name, fileName);
          if (edit) broadcast(edit);
        }),
      );
  };
  const stopWatching = () => {
    for (const watcher of watchers) watcher.close();
    watchers = [];
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    response.write(': listening\n\n');
    if (listeners.size === 0) startWatching();
    listeners.add(response);
    request.on('close', () => {
      listeners.delete(response);
      if (listeners.size === 0) stopWatching();
    });
  };
}
