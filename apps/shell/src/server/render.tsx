/**
 * The shell's server entry (webpack.config.ts's server build): a federation host, so the page's
 * code starts behind this one asynchronous step, once the shared libraries are set up for the
 * remotes it loads.
 */
import type { PageRenderRequest, RenderedPage } from './render-page';

export type { PageRenderRequest, RenderedPage };

const pageRenderer = import('./render-page');

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  return (await pageRenderer).renderPage(request);
}
