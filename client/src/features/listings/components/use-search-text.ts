import { useState } from "react";

/**
 * The words box's text, kept apart from the address until it is sent (Enter or Search), and following the
 * address when its words change there (back, Clear), not on mount: an effect on mount would empty what was
 * typed into the server's HTML before the code ran.
 */
export function useSearchText(search: string | undefined) {
  const [text, setText] = useState(search ?? "");
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search ?? "");
  }
  return [text, setText] as const;
}
