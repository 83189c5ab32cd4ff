/**
 * `npm run agency -- <command>`: creates an agency and its owner, lists, deactivates and
 * activates agencies (`npm run agency -- --help`). The command is the API's own entry point.
 */
import '@travel/api/src/agency-cli';
