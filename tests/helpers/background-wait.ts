/**
 * How long a test waits for background work: a job the runner polls for every half second, a mail or a
 * log line written after the answer. vi.waitFor's own default (1 s) is shorter than one busy moment of a
 * 2-core machine, where CI runs the API tests beside the browser tests; the wait ends as soon as the
 * condition holds, so a generous limit costs nothing when the work is done.
 */
export const BACKGROUND_WAIT = { timeout: 15_000, interval: 50 } as const;
