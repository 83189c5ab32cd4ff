import { nextTask } from '@travel/federation/next-task';

// The async boundary lets the federation runtime negotiate shared modules before any app code
// runs. It starts in a task of its own: the runtime's own start (~50 ms on a phone) and the
// negotiation with its script insertions (~50 ms more) were one long task together.
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
