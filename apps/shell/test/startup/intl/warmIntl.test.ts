import { INTL_WARM, INTL_WARMUP_TIMEOUT_MS, warmIntl, type IntlWarmupRequest } from '../../../src/startup/intl/warmIntl';

/** A worker double: records what it is sent and answers when the test says so. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const request: IntlWarmupRequest = { language: 'ar', currency: 'USD' };
const start = (worker: FakeWorker) => warmIntl(() => worker as unknown as Worker, request);

test('asks the worker to warm the page language up and is done when it answers', async () => {
  const worker = new FakeWorker();
  const warm = start(worker);
  expect(worker.sent).toEqual([request]);
  worker.answer(INTL_WARM);
  await expect(warm).resolves.toBe(true);
});

test('start-up goes on without a worker that fails, and ends it', async () => {
  const worker = new FakeWorker();
  const warm = start(worker);
  worker.fail();
  await expect(warm).resolves.toBe(false);
  expect(worker.terminated).toBe(true);
});

test('an unexpected answer does not count as warm', async () => {
  const worker = new FakeWorker();
  const warm = start(worker);
  worker.answer({ unexpected: true });
  await expect(warm).resolves.toBe(false);
});

test('start-up waits no longer than the time-out, and leaves a slow worker to finish', async () => {
  jest.useFakeTimers();
  try {
    const worker = new FakeWorker();
    const warm = start(worker);
    jest.advanceTimersByTime(INTL_WARMUP_TIMEOUT_MS - 1);
    let settled = false;
    void warm.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(warm).resolves.toBe(false);
    // Ending it while its script may still be loading would leave that request hanging.
    expect(worker.terminated).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('a browser that cannot start the worker (a policy, no support) only loses the head start', async () => {
  const refuse = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  await expect(warmIntl(refuse, request)).resolves.toBe(false);
});
