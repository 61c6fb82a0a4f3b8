/**
 * An error's words, for people. An API error's message is "{status}: {text}" (docs/api.md §Errors, kept for
 * programs and logs); a toast or message on screen shows the text alone ("That username is taken", never
 * "409: That username is taken"). Every caught error shown to a visitor goes through here.
 */

/** "409: " at the start of an API error's message (api-client.ts throwIfResNotOk). */
const STATUS_PREFIX = /^\s*\d{3}:\s*/;

/** What fetch throws when the request never reached the server (Chrome, Firefox and Safari word it apart). */
export const CONNECTION_TEXT = "Could not reach the server. Check your connection and try again.";
export const FALLBACK_TEXT = "Something went wrong. Please try again.";

export function errorText(error: unknown, fallback: string = FALLBACK_TEXT): string {
  if (error instanceof TypeError) return CONNECTION_TEXT;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const text = message.replace(STATUS_PREFIX, "").trim();
  return text || fallback;
}
