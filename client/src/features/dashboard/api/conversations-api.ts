import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Conversation, SentEnquiry, ThreadMessage, UnreadCounts } from "@shared/conversation";
import { apiFetchFor, apiRequest, getPage, throwIfResNotOk, withQuery } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys";

/** Conversations (docs/decisions/0054-conversations.md): keys sit under "/api/my…", dropped on sign-out. */
export const conversationKeys = {
  all: ["/api/my/conversations"] as const,
  thread: (id: number) => ["/api/my/conversations", id] as const,
  sent: (page: number) => ["/api/my/sent-enquiries", { page }] as const,
  allSent: ["/api/my/sent-enquiries"] as const,
  unread: ["/api/my/unread"] as const,
};

export const SENT_ENQUIRIES_PAGE_SIZE = 20;

export function getConversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: conversationKeys.thread(id),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)(`/api/my/conversations/${id}`, { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as Conversation;
    },
  });
}

export function getSentEnquiriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: conversationKeys.sent(page),
    queryFn: ({ client, signal }) =>
      getPage<SentEnquiry>(
        withQuery("/api/my/sent-enquiries", { page, limit: SENT_ENQUIRIES_PAGE_SIZE }),
        apiFetchFor(client),
        signal,
      ),
  });
}

/** The header's badge: unread messages on both sides. Fetched in the browser, never holding a page up. */
export function getUnreadCountsQueryOptions() {
  return queryOptions({
    queryKey: conversationKeys.unread,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/my/unread", { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as UnreadCounts;
    },
    staleTime: 30_000,
  });
}

export async function markConversationRead(id: number): Promise<Conversation> {
  return (await apiRequest("PUT", `/api/my/conversations/${id}/read`)).json();
}

/**
 * Sends a reply. The Idempotency-Key names this draft: a double click or a retry after a lost answer sends
 * it once (docs/decisions/0030-idempotency-keys.md).
 */
export async function sendReply(id: number, body: string, idempotencyKey: string): Promise<ThreadMessage> {
  const res = await apiFetchFor(undefined)(`/api/my/conversations/${id}/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify({ body }),
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ThreadMessage;
}

/** After a reply or a read: the thread, both inboxes and every unread count. */
export function refreshConversations(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationKeys.thread(id) }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.allSent }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.unread }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.allEnquiries }),
  ]);
}
