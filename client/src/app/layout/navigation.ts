import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { EMIRATES, emirateSlug, type Emirate } from "@shared/locations";

/**
 * A menu link. Labels are catalogue messages (read with `i18n._(label)` in the page's language); an
 * emirate's or area's name is given as `place` and shown through shared/localised-names.ts instead.
 */
export interface NavLink {
  label?: MessageDescriptor;
  /** An emirate's name: shown in the page's language. */
  emirate?: Emirate;
  /** One of the 58 locations: shown in the page's language (an optional emirate after a comma). */
  location?: string;
  href: string;
  description?: MessageDescriptor;
}

export const CITY_LINKS: NavLink[] = EMIRATES.map((emirate) => ({
  emirate,
  href: `/${emirateSlug(emirate)}`,
}));

export const GUIDE_LINKS: NavLink[] = [
  {
    label: msg`All guides`,
    href: "/property-guides",
    description: msg`Where to start: buying, selling and renting`,
  },
  {
    label: msg`Buyer guides`,
    href: "/buyer-guides",
    description: msg`Costs, mortgages, legal checks, inspections`,
  },
  {
    label: msg`Seller guides`,
    href: "/seller-guides",
    description: msg`Pricing, Form A, NOCs, tenanted sales`,
  },
  {
    label: msg`Renter guides`,
    href: "/renter-guides",
    description: msg`Ejari, deposits, cheques and your rights`,
  },
];

export const MORE_LINKS: NavLink[] = [
  { label: msg`Categories`, href: "/categories" },
  { label: msg`Areas`, href: "/areas" },
  { label: msg`Price Index`, href: "/house-price-index" },
  { label: msg`Sold Prices`, href: "/sold-prices" },
  { label: msg`Fee Calculator`, href: "/stamp-duty-calculator" },
  { label: msg`Overseas Homes`, href: "/overseas-homes" },
  { label: msg`About Us`, href: "/about" },
  { label: msg`Contact Us`, href: "/contact-us" },
];

export const PRIMARY_LINKS: NavLink[] = [
  { label: msg`Buy`, href: "/buy" },
  { label: msg`Rent`, href: "/rent" },
  { label: msg`Commercial`, href: "/commercial-property" },
];

/** The mobile menu's extra sections (docs/product.md §Pages). */
export const MOBILE_AREA_LINKS: NavLink[] = [
  { location: "Downtown Dubai", href: "/areas/downtown-dubai" },
  { location: "Dubai Marina", href: "/areas/dubai-marina" },
  { location: "Palm Jumeirah", href: "/areas/palm-jumeirah" },
];
export const CATEGORY_LINKS: NavLink[] = [
  { label: msg`Luxury properties`, href: "/categories/luxury-properties" },
  { label: msg`Affordable homes`, href: "/categories/affordable-homes" },
  { label: msg`Family homes`, href: "/categories/family-homes" },
];
export const TOOL_LINKS: NavLink[] = [
  { label: msg`Fee Calculator`, href: "/stamp-duty-calculator" },
  { label: msg`Price Index`, href: "/house-price-index" },
  { label: msg`Sold Prices`, href: "/sold-prices" },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: msg`Property for sale`, href: "/buy" },
  { label: msg`Property to rent`, href: "/rent" },
  { label: msg`Commercial property`, href: "/commercial-property" },
  { label: msg`New projects`, href: "/new-property" },
];
export const FOOTER_AREAS: NavLink[] = [
  { location: "Downtown Dubai", href: "/areas/downtown-dubai" },
  { location: "Dubai Marina", href: "/areas/dubai-marina" },
  { location: "Palm Jumeirah", href: "/areas/palm-jumeirah" },
  { location: "Business Bay", href: "/areas/business-bay" },
  { location: "Al Reem Island", href: "/areas/al-reem-island" },
  { location: "Al Majaz", emirate: "Sharjah", href: "/areas/al-majaz" },
];
export const FOOTER_COMPANY: NavLink[] = [
  { label: msg`About us`, href: "/about" },
  { label: msg`Contact us`, href: "/contact-us" },
  { label: msg`Careers`, href: "/careers" },
  { label: msg`FAQs`, href: "/faqs" },
  { label: msg`How results are ordered`, href: "/how-results-are-ordered" },
  { label: msg`Find an agent`, href: "/find-agent" },
  { label: msg`Sitemap`, href: "/sitemap" },
];
