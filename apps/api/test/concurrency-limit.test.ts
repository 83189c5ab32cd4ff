import { ConcurrencyLimit, LimitFullError } from '../src/concurrency-limit';

/** A task that runs until the test lets it finish. */
function gate() {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test.each([
  // [concurrency, queue, tasks started at once, running, waiting, refused]
  [1, 1, 3, 1, 1, 1],
  [2, 16, 3, 2, 1, 0],
  [2, 16, 20, 2, 16, 2],
  [4, 0, 6, 4, 0, 2],
])('concurrency %i, queue %i: %i tasks at once -> %i running, %i waiting, %i refused', async (concurrency, queue, started, running, waiting, refused) => {
  const limit = new ConcurrencyLimit(concurrency, queue);
  const gates = Array.from({ length: started }, gate);
  const outcomes = gates.map((g) => limit.run(g.task).then(() => 'ran', (err: unknown) => (err instanceof LimitFullError ? 'refused' : 'failed')));
  await tick();
  expect(limit.state).toEqual({ active: running, waiting });
  gates.forEach((g) => g.open());
  const results = await Promise.all(outcomes);
  expect(results.filter((r) => r === 'refused')).toHaveLength(refused);
  expect(results.filter((r) => r === 'ran')).toHaveLength(started - refused);
  expect(limit.state).toEqual({ active: 0, waiting: 0 });
});

test('waiting tasks start in order as slots free up, never more than the limit at once', async () => {
  const limit = new ConcurrencyLimit(2, 10);
  let now = 0;
  let peak = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      limit.run(async () => {
        now += 1;
        peak = Math.max(peak, now);
        order.push(i);
        await tick();
        now -= 1;
      }),
    ),
  );
  expect(peak).toBe(2);
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
});

test('a failing task frees its slot and its error reaches the caller', async () => {
  const limit = new ConcurrencyLimit(1, 0);
  await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  await expect(limit.run(async () => 'next')).resolves.toBe('next');
});
