/**
 * Photos re-encoded at once per process (IMAGE_PROCESSING_CONCURRENCY). Re-encoding is CPU work in libvips
 * threads, and each photo in progress holds its decoded pixels: on the two-core machines this runs on, one
 * photo per core keeps every core busy, while more at once only splits the cores and adds up the memory
 * (issue 13: 16 large PNGs at once took 340 MB and 8.6 s each). docs/benchmarks.md has the figures.
 */
export const DEFAULT_IMAGE_CONCURRENCY = 2;
/**
 * Photos allowed to wait for a slot (IMAGE_PROCESSING_QUEUE); past it an upload is refused at once with
 * 503 and Retry-After. At about a second per large photo with two at once, 32 waiting is a wait of some
 * 15 seconds, still within the form's upload timeout, while a burst cannot pile up minutes of work.
 */
export const DEFAULT_IMAGE_QUEUE = 32;
/** The message of that 503: the form shows it beside the photo, which the owner can send again. */
export const IMAGE_QUEUE_FULL_MESSAGE =
  "Many photos are being processed right now. Please try this one again in a few seconds.";
