import { EMIRATES, emirateSlug } from "@shared/locations";

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export const CITY_LINKS: NavLink[] = EMIRATES.map((emirate) => ({
  label: emirate,
  href: `/${emirateSlug(emirate)}`,
}));

export const GUIDE_LINKS: NavLink[] = [
  {
    label: "All guides",
    href: "/property-guides",
    description: "Where to start: buying, selling and renting",
  },
  {
    label: "Buyer guides",
    href: "/buyer-guides",
    description: "Costs, mortgages, legal checks, inspections",
  },
  { label: "Seller guides", href: "/seller-guides", description: "Pricing, Form A, NOCs, tenanted sales" },
  { label: "Renter guides", href: "/renter-guides", description: "Ejari, deposits, cheques and your rights" },
];

export const MORE_LINKS: NavLink[] = [
  { label: "Categories", href: "/categories" },
  { label: "Areas", href: "/areas" },
  { label: "Price Index", href: "/house-price-index" },
  { label: "Sold Prices", href: "/sold-prices" },
  { label: "Fee Calculator", href: "/stamp-duty-calculator" },
  { label: "Overseas Homes", href: "/overseas-homes" },
  { label: "About Us", href: "/about" },
  { label: "Contact Us", href: "/contact-us" },
];

export const PRIMARY_LINKS: NavLink[] = [
  { label: "Buy", href: "/buy" },
  { label: "Rent", href: "/rent" },
  { label: "Commercial", href: "/commercial-property" },
];

/** The mobile menu's extra sections (docs/product.md §Pages). */
export const MOBILE_AREA_LINKS: NavLink[] = [
  { label: "Downtown Dubai", href: "/areas/downtown-dubai" },
  { label: "Dubai Marina", href: "/areas/dubai-marina" },
  { label: "Palm Jumeirah", href: "/areas/palm-jumeirah" },
];
export const CATEGORY_LINKS: NavLink[] = [
  { label: "Luxury properties", href: "/categories/luxury-properties" },
  { label: "Affordable homes", href: "/categories/affordable-homes" },
  { label: "Family homes", href: "/categories/family-homes" },
];
export const TOOL_LINKS: NavLink[] = [
  { label: "Fee Calculator", href: "/stamp-duty-calculator" },
  { label: "Price Index", href: "/house-price-index" },
  { label: "Sold Prices", href: "/sold-prices" },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: "Property for sale", href: "/buy" },
  { label: "Property to rent", href: "/rent" },
  { label: "Commercial property", href: "/commercial-property" },
  { label: "New projects", href: "/new-property" },
];
export const FOOTER_AREAS: NavLink[] = [
  { label: "Downtown Dubai", href: "/areas/downtown-dubai" },
  { label: "Dubai Marina", href: "/areas/dubai-marina" },
  { label: "Palm Jumeirah", href: "/areas/palm-jumeirah" },
  { label: "Business Bay", href: "/areas/business-bay" },
  { label: "Al Reem Island", href: "/areas/al-reem-island" },
  { label: "Al Majaz, Sharjah", href: "/areas/al-majaz" },
];
export const FOOTER_COMPANY: NavLink[] = [
  { label: "About us", href: "/about" },
  { label: "Contact us", href: "/contact-us" },
  { label: "Careers", href: "/careers" },
  { label: "FAQs", href: "/faqs" },
  { label: "Find an agent", href: "/find-agent" },
  { label: "Sitemap", href: "/sitemap" },
];
