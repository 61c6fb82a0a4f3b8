import type { Listing } from "@shared/listing";
import { emirateSlug, LOCATIONS } from "@shared/locations";
import type { SiteConfig } from "@shared/site";
import { formatArea, formatPrice } from "@shared/format";

export interface Crumb {
  name: string;
  path: string;
}

export function listingPath(id: number): string {
  return `/property/${id}`;
}

/** Home › Buy|Rent › Emirate › Location (area pages exist for all 58 locations). */
export function breadcrumbTrail(listing: Pick<Listing, "priceType" | "emirate" | "location">): Crumb[] {
  const area = LOCATIONS.find((l) => l.name === listing.location);
  return [
    { name: "Home", path: "/" },
    listing.priceType === "sale" ? { name: "Buy", path: "/buy" } : { name: "Rent", path: "/rent" },
    { name: listing.emirate, path: `/${emirateSlug(listing.emirate)}` },
    ...(area ? [{ name: listing.location, path: `/areas/${area.slug}` }] : []),
  ];
}

function absolute(site: SiteConfig, path: string): string {
  return path.startsWith("http") ? path : `${site.baseUrl}${path}`;
}

/** "2-bed apartment for sale in Dubai Marina, Dubai: AED 2,100,000, 1,250 sqft. Bright …" (≤ 160 chars). */
export function listingMetaDescription(listing: Listing): string {
  const rooms = listing.beds === 0 ? "Studio" : `${listing.beds}-bed`;
  const kind =
    listing.category === "residential"
      ? `${rooms} ${listing.propertyType.toLowerCase()}`
      : listing.propertyType;
  const purpose = listing.priceType === "sale" ? "for sale" : "to rent";
  const lead = `${kind} ${purpose} in ${listing.location}, ${listing.emirate}: ${formatPrice(listing.price, listing.priceType)}, ${formatArea(listing.sqft)}.`;
  const text = `${lead} ${listing.description.replace(/\s+/g, " ")}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** schema.org types for the property itself. */
const ACCOMMODATION_TYPE: Record<Listing["propertyType"], string> = {
  Villa: "SingleFamilyResidence",
  Townhouse: "SingleFamilyResidence",
  Apartment: "Apartment",
  Penthouse: "Apartment",
  Office: "Accommodation",
  Retail: "Accommodation",
  Warehouse: "Accommodation",
};

/**
 * JSON-LD: the listing (RealEstateListing) with its offer and the property it is about, and the breadcrumb
 * trail; search engines show price and place from these.
 */
export function listingJsonLd(listing: Listing, site: SiteConfig): object[] {
  const url = absolute(site, listingPath(listing.id));
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    price: listing.price,
    priceCurrency: "AED",
    availability:
      listing.status === "published"
        ? "https://schema.org/InStock"
        : listing.status === "under-offer"
          ? "https://schema.org/LimitedAvailability"
          : "https://schema.org/SoldOut",
    businessFunction:
      listing.priceType === "sale"
        ? "http://purl.org/goodrelations/v1#Sell"
        : "http://purl.org/goodrelations/v1#LeaseOut",
    url,
  };
  if (listing.priceType === "rent") {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      price: listing.price,
      priceCurrency: "AED",
      unitCode: "ANN",
      unitText: "year",
    };
  }
  if (listing.agent) {
    offer.offeredBy = {
      "@type": listing.agent.agency ? "RealEstateAgent" : "Person",
      name: listing.agent.agency ?? listing.agent.name,
    };
  }
  const listingLd = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.title,
    description: listing.description,
    url,
    image: listing.images.map((image) => absolute(site, image)),
    datePosted: listing.createdAt,
    dateModified: listing.updatedAt,
    offers: offer,
    about: {
      "@type": ACCOMMODATION_TYPE[listing.propertyType],
      name: listing.title,
      ...(listing.category === "residential"
        ? { numberOfBedrooms: listing.beds, numberOfBathroomsTotal: listing.baths }
        : {}),
      floorSize: { "@type": "QuantitativeValue", value: listing.sqft, unitCode: "FTK", unitText: "sqft" },
      address: {
        "@type": "PostalAddress",
        addressLocality: listing.location,
        addressRegion: listing.emirate,
        addressCountry: "AE",
      },
      ...(listing.amenities.length
        ? {
            amenityFeature: listing.amenities.map((name) => ({
              "@type": "LocationFeatureSpecification",
              name,
              value: true,
            })),
          }
        : {}),
    },
  };
  const trail = [...breadcrumbTrail(listing), { name: listing.title, path: listingPath(listing.id) }];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(site, crumb.path),
    })),
  };
  return [listingLd, breadcrumbs];
}

/** Open Graph wants an absolute URL of a raster or vector photo: the cover photo. */
/** The cover for social previews: sample SVGs have a PNG rendering, since networks do not show SVG. */
export function listingImageUrl(listing: Listing, site: SiteConfig): string {
  return absolute(site, listing.imageUrl.replace(/^(\/media\/sample\/[a-z]+-\d+)\.svg$/, "$1.png"));
}
