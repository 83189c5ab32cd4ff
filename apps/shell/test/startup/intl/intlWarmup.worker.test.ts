import { INTL_WARM } from '../../../src/startup/intl/warmIntl';
// The worker's module, run in the test's global scope: what it posts back goes to window.postMessage.
import '../../../src/startup/intl/intlWarmup.worker';

test.each(['en', 'ar', 'pt', 'no'])('creates its formatters in %s and answers that Intl is warm', (language) => {
  const posted = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  try {
    window.dispatchEvent(new MessageEvent('message', { data: { language, currency: 'EUR' } }));
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith(INTL_WARM);
  } finally {
    posted.mockRestore();
  }
});
