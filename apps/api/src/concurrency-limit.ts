/** Thrown by ConcurrencyLimit.run when every slot is busy and the queue is full. */
export class LimitFullError extends Error {
  override name = 'LimitFullError';
}

/**
 * At most `concurrency` tasks at once, at most `queue` more waiting in order; beyond that a
 * task is refused at once (LimitFullError) instead of waiting without bound.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new LimitFullError(`${this.active} running and ${this.waiting.length} waiting`);
      // The slot is handed over by the task that finishes, so active never drops below the limit meanwhile.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  get state(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
