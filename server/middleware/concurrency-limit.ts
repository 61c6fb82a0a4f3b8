import { AppError } from "../lib/errors";

/**
 * At most `max` tasks at once; the rest wait in arrival order, and past `maxQueue` waiting a task is
 * refused with 503 at once. Under a burst this keeps latency fair and bounded (first come, first served)
 * instead of interleaving hundreds of renders that then all finish late together, and it caps the memory
 * that renders in progress hold.
 */
export function createConcurrencyLimit(
  max: number,
  maxQueue: number,
  busyMessage = "The site is very busy. Please try again shortly.",
  /** Names the limit on /metrics (`concurrency_limit_*{limit}`); unnamed limits are not reported. */
  name?: string,
) {
  let running = 0;
  let refused = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  const limit = {
    max,
    maxQueue,
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= max) {
        if (waiting.length >= maxQueue) {
          refused += 1;
          throw AppError.unavailable(busyMessage);
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get refused() {
      return refused;
    },
  };
  if (name !== undefined) {
    if (!liveLimits.has(name)) liveLimits.set(name, new Set());
    liveLimits.get(name)!.add(new WeakRef(limit));
  }
  return limit;
}

interface NamedLimit {
  max: number;
  maxQueue: number;
  running: number;
  waiting: number;
  refused: number;
}
/** Named limits alive in this process, weakly held (a test's app may be dropped). */
const liveLimits = new Map<string, Set<WeakRef<NamedLimit>>>();

export interface ConcurrencyLimitFigures {
  name: string;
  max: number;
  maxQueue: number;
  running: number;
  waiting: number;
  /** Tasks refused with 503 since start because the queue was full. */
  refused: number;
}

/** Every named limit's figures, the limits of one name summed (for /metrics). */
export function concurrencyLimitFigures(): ConcurrencyLimitFigures[] {
  return [...liveLimits].map(([name, refs]) => {
    const sum: ConcurrencyLimitFigures = { name, max: 0, maxQueue: 0, running: 0, waiting: 0, refused: 0 };
    for (const ref of refs) {
      const limit = ref.deref();
      if (!limit) {
        refs.delete(ref);
        continue;
      }
      sum.max += limit.max;
      sum.maxQueue += limit.maxQueue;
      sum.running += limit.running;
      sum.waiting += limit.waiting;
      sum.refused += limit.refused;
    }
    return sum;
  });
}
