import { INTL_WARM } from '../../../src/startup/intl/warmIntl';
// The worker's module, run in the test's global scope: what it posts back goes to window.postMessage.
import '../../../src/startup/intl/intlWarmup.worker';

test.each(['en', 'ar', 'pt', 'no'])('creates its formatters in %s, answers that Intl is warm and ends itself', (language) => {
  const posted = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const closed = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  try {
    window.dispatchEvent(new MessageEvent('message', { data: { language, currency: 'EUR' } }));
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith(INTL_WARM);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(closed.mock.invocationCallOrder[0]).toBeGreaterThan(posted.mock.invocationCallOrder[0]!);
  } finally {
    posted.mockRestore();
    closed.mockRestore();
  }
});
