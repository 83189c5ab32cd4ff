// The styles of the layout, the home page and the page skeleton are part of the entry, so a
// page the server renders (apps/shell/src/server/render.tsx) links them in <head> and is
// styled before any script runs.
import '@travel/ui/tokens.css';
import './shell.css';
import './layout/header.css';
import './home/home.css';
import '@travel/federation/page-skeleton.css';
import { nextTask } from '@travel/federation/next-task';

// The async boundary lets the federation runtime negotiate shared modules before any app code
// runs. It starts in a task of its own: the runtime's own start (~50 ms on a phone) and the
// negotiation with its script insertions (~50 ms more) were one long task together.
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
