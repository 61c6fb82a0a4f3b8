/**
 * Query keys of the listing page. The listing itself keeps the key other features use for a listing
 * (["/api/properties", id]) so editing it elsewhere refreshes this page's copy too.
 */
export const listingDetailKeys = {
  listing: (id: number) => ["/api/properties", id] as const,
  similar: (id: number) => ["/api/properties", id, "similar"] as const,
  priceHistory: (id: number) => ["/api/properties", id, "price-history"] as const,
};
