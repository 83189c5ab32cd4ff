import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './node';

// findBy and waitFor give up after 5 s, not 1 s: on a loaded two-core CI machine a page's first
// render (its lazy chunk, its translations, its mocked data) took longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// Any request a test did not plan for fails the test (DESIGN.md).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has <dialog> but not its modal methods: open and close it the way a browser does.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// jsdom lays nothing out and reports window.scrollTo as not implemented: scroll nowhere, quietly
// (a test file in the node environment has no window).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
