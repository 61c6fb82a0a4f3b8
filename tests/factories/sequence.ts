/**
 * Per test file, a counter: names, titles and addresses made from it are unique within the file's own
 * database and the same on every run (no clock, no randomness), so a failure can be replayed.
 */
let last = 0;
export function nextNumber(): number {
  last += 1;
  return last;
}

/**
 * A documentation address (RFC 5737) of its own for each call, sent as X-Forwarded-For: per-address rate
 * limits (one enquiry per address, for instance) never carry from one test to the next.
 */
export function nextClientAddress(): string {
  const n = nextNumber();
  const block = ["203.0.113", "198.51.100", "192.0.2"][Math.floor(n / 250) % 3];
  return `${block}.${(n % 250) + 1}`;
}
