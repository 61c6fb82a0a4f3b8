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
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= max) {
        if (waiting.length >= maxQueue) throw AppError.unavailable(busyMessage);
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
  };
}
