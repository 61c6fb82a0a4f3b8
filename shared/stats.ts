export interface SiteOverview {
  listings: number;
  forSale: number;
  forRent: number;
  offPlan: number;
  agents: number;
  byEmirate: { emirate: string; slug: string; listingCount: number }[];
}
