/**
 * Every query key of the app, one factory per feature. A key starts with the API path it loads (the
 * default query function fetches the key's segments joined by "/"). The factories live together, outside
 * the features, because features refresh one another's data: editing a listing refreshes its page and the
 * dashboard, saving a favourite refreshes every list of favourites. Keys under "/api/my…" hold the user's
 * private data, and signing out removes them all.
 */

/** Query parameters as a key segment: any object of the values sent. */
type Params = object;

export const userKeys = {
  current: ["/api/user"] as const,
  /** The session check the server render waits for (a copy of `current`, see useSessionUser). */
  checked: ["/api/user", "checked"] as const,
};

export const statsKeys = {
  overview: ["/api/stats/overview"] as const,
};

export const listingKeys = {
  /** Every listing's own key and its parts (similar listings, price history) start here. */
  all: ["/api/properties"] as const,
  featured: (limit: number) => ["/api/properties", { featured: 1, limit }] as const,
  search: (params: Params) => ["/api/properties/search", params] as const,
  /** What dropping each filter of a search would find (zero-results help). */
  relaxations: (params: Params) => ["/api/properties/search/relaxations", params] as const,
  /** The one key of a listing, whichever page loads it, so an edit anywhere refreshes every copy. */
  detail: (id: number) => ["/api/properties", id] as const,
  similar: (id: number) => ["/api/properties", id, "similar"] as const,
  priceHistory: (id: number) => ["/api/properties", id, "price-history"] as const,
};

export const marketKeys = {
  summary: (params: Params) => ["/api/market/summary", params] as const,
  emirates: ["/api/market/emirates"] as const,
  locations: ["/api/market/locations"] as const,
  placeListings: (params: Params) => ["/api/market/listings", params] as const,
  categoryListings: (slug: string, params: Params) => ["/api/properties/category", slug, params] as const,
  priceIndex: (params: Params) => ["/api/market/price-index", params] as const,
  transactions: (params: Params) => ["/api/market/transactions", params] as const,
};

export const agentKeys = {
  list: (params: Params) => ["/api/agents", params] as const,
  detail: (id: number) => ["/api/agents", id] as const,
  listings: (id: number, page: number, limit: number) =>
    ["/api/agents", id, "listings", { page, limit }] as const,
  agencies: ["/api/agencies"] as const,
};

export const dashboardKeys = {
  allListings: ["/api/my/properties"] as const,
  listings: (page: number) => ["/api/my/properties", { page }] as const,
  allEnquiries: ["/api/my/enquiries"] as const,
  enquiries: (page: number, unread: boolean) => ["/api/my/enquiries", { page, unread }] as const,
  moderationNotices: ["/api/my/moderation-notices"] as const,
};

/** The operator's console (staff only): private like "/api/my", removed on sign-out. */
export const adminKeys = {
  all: ["/api/admin"] as const,
  queue: ["/api/admin", "queue"] as const,
  listings: (q: string) => ["/api/admin", "listings", { q }] as const,
  listing: (id: number) => ["/api/admin", "listing", id] as const,
  users: (q: string) => ["/api/admin", "users", { q }] as const,
  audit: (filter: Record<string, string | number | undefined>) => ["/api/admin", "audit", filter] as const,
};

export const favouriteKeys = {
  /** Every list of favourites starts here: saving or removing one anywhere marks them all stale. */
  all: ["/api/favourites"] as const,
  ids: ["/api/favourites/ids"] as const,
  /** Per user, as these are not under "/api/my". */
  dashboard: (userId: number, page: number) => ["/api/favourites", "list", { userId, page }] as const,
  saved: (userId: number, page: number) => ["/api/favourites", "saved", { userId, page }] as const,
};

export const savedSearchKeys = {
  /** Every list of a user's saved searches: saving, changing or deleting one marks them stale. */
  all: ["/api/saved-searches"] as const,
  /** Per user, as these are not under "/api/my" (signing in as someone else must not show the last list). */
  list: (userId: number) => ["/api/saved-searches", { userId }] as const,
  /** What an alert's unsubscribe link names (no sign-in). */
  unsubscribe: (token: string) => ["/api/alerts/unsubscribe", token] as const,
};

export const editorKeys = {
  allListings: ["/api/my/editable-listing"] as const,
  listing: (id: number) => ["/api/my/editable-listing", id] as const,
  draft: ["/api/my/listing-draft"] as const,
};

export const upgradeKeys = {
  listing: (id: number) => ["/api/my/upgrade", id, "listing"] as const,
  orders: (id: number) => ["/api/my/upgrade", id, "orders"] as const,
};

/** Whether a query holds the signed-in user's private data: signing out removes these. */
export function isPrivateQuery(query: { queryKey: readonly unknown[] }): boolean {
  const key = String(query.queryKey[0]);
  return key.startsWith("/api/my") || key.startsWith("/api/admin");
}
