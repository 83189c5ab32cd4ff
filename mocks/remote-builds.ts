import { REMOTE_NAMES, type RemoteUrls } from '@travel/contracts';
import { registerRemoteUrls } from '@travel/federation';
import { devRemoteUrls } from './fixtures';

let build = 0;

/**
 * Every remote as a new build: what an earlier test loaded is dropped (the registry keeps loaded
 * modules, so a page hydrating the server's HTML renders them without suspending).
 */
export function newRemoteBuilds(): void {
  build += 1;
  registerRemoteUrls(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${devRemoteUrls[name]}?build=${build}`])) as RemoteUrls);
}
