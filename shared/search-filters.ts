/**
 * The filters a listing search page keeps in its URL (shareable, back button works). The client reads and
 * writes them; the server's render cache keys a search page on them alone.
 */
export const FILTER_KEYS = [
  "search",
  "emirate",
  "propertyType",
  "beds",
  "minPrice",
  "maxPrice",
  "priceType",
  "category",
  "completionStatus",
  "furnished",
  "location",
  "amenities",
  "addedWithin",
  "baths",
  "minSqft",
  "maxSqft",
  "bbox",
  "polygon",
  "sort",
  "page",
] as const;
