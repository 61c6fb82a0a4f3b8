/**
 * Page renders in progress at once per process (RENDER_CONCURRENCY). A render is CPU work plus a few API
 * queries; on two cores more in parallel only slows every one of them down.
 */
export const DEFAULT_RENDER_CONCURRENCY = 8;
/**
 * Renders allowed to wait for a slot (RENDER_QUEUE); past it a render is refused at once with 503 and
 * Retry-After. Short on purpose: at about 40 uncached renders a second on two cores, 64 waiting is a
 * wait of under two seconds, while a flood of distinct URLs cannot pile up minutes of work in front of
 * every other visitor. Cached pages never wait here.
 */
export const DEFAULT_RENDER_QUEUE = 64;
