import { useEffect } from "react";

/**
 * Counts one page view per listing shown, from the browser only: effects never run in the server render,
 * so crawlers reading the HTML are not counted, and the request never delays the page.
 */
export function useRecordView(listingId: number | undefined) {
  useEffect(() => {
    if (listingId === undefined) return;
    void fetch(`/api/properties/${listingId}/views`, {
      method: "POST",
      credentials: "include",
      keepalive: true,
    }).catch(() => {
      // A lost view count is not worth bothering the visitor about.
    });
  }, [listingId]);
}
