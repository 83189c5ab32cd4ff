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
  expect(worker.terminated).toBe(true);
});

test.each([
  ['the worker fails', (worker: FakeWorker) => worker.fail()],
  ['the worker answers something else', (worker: FakeWorker) => worker.answer({ unexpected: true })],
])('start-up goes on without it when %s', async (_case, misbehave) => {
  const worker = new FakeWorker();
  const warm = start(worker);
  misbehave(worker);
  await expect(warm).resolves.toBe(false);
  expect(worker.terminated).toBe(true);
});

test('start-up does not wait for a silent worker longer than the time-out', async () => {
  jest.useFakeTimers();
  try {
    const worker = new FakeWorker();
    const warm = start(worker);
    jest.advanceTimersByTime(INTL_WARMUP_TIMEOUT_MS);
    await expect(warm).resolves.toBe(false);
    expect(worker.terminated).toBe(true);
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
