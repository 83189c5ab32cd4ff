import '@testing-library/jest-dom';
import { server } from './node';

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
