import { queryOptions } from "@tanstack/react-query";
import type { NewsletterUnsubscribeState } from "@shared/newsletter";
import { apiFetchFor, apiRequest, throwIfResNotOk } from "@/lib/api-client";

const path = (token: string) => `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;

/** The subscription a link names; null when the link is not valid (the page then answers 400). */
export function getNewsletterUnsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["newsletter-unsubscribe", token] as const,
    queryFn: async ({ client, signal }): Promise<NewsletterUnsubscribeState | null> => {
      const res = await apiFetchFor(client)(path(token), { signal });
      if (res.status === 400) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as NewsletterUnsubscribeState;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function unsubscribeFromNewsletter(token: string): Promise<void> {
  await apiRequest("POST", path(token));
}
