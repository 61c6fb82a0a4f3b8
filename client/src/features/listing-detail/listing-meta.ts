import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Listing } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { localisePath } from "@shared/locale";
import { emirateNameOf, locationName, propertyTypeName } from "@shared/localised-names";
import { emirateSlug, LOCATIONS } from "@shared/locations";
import type { SiteConfig } from "@shared/site";
import { areaUnitText, formatArea, formatPrice } from "@shared/format";
import { amenityText } from "@/lib/amenity-text";
import { formatLocaleOf, localeOf } from "./listing-text";

export interface Crumb {
  name: string;
  path: string;
}

export function listingPath(id: number): string {
  return `/property/${id}`;
}

/**
 * Home › Buy|Rent › Emirate › Location (area pages exist for all 58 locations), named in the render's
 * language; the paths are language-neutral (a <Link> adds /ar).
 */
export function breadcrumbTrail(
  i18n: I18n,
  listing: Pick<Listing, "priceType" | "emirate" | "location">,
): Crumb[] {
  const locale = localeOf(i18n);
  const area = LOCATIONS.find((l) => l.name === listing.location);
  return [
    { name: i18n._(msg`Home`), path: "/" },
    listing.priceType === "sale"
      ? { name: i18n._(msg`Buy`), path: "/buy" }
      : { name: i18n._(msg`Rent`), path: "/rent" },
    { name: emirateNameOf(listing.emirate, locale), path: `/${emirateSlug(listing.emirate)}` },
    ...(area ? [{ name: locationName(listing.location, locale), path: `/areas/${area.slug}` }] : []),
  ];
}

function absolute(site: SiteConfig, path: string): string {
  return path.startsWith("http") ? path : `${site.baseUrl}${path}`;
}

/** "2-bed apartment", "Studio apartment", "Office" ("شقة بغرفتي نوم", "شقة استوديو", "مكتب"). */
export function listingKind(
  i18n: I18n,
  listing: Pick<Listing, "beds" | "category" | "propertyType">,
): string {
  const locale = localeOf(i18n);
  if (listing.category !== "residential") return propertyTypeName(listing.propertyType, locale);
  const type =
    locale === "en" ? listing.propertyType.toLowerCase() : propertyTypeName(listing.propertyType, locale);
  if (listing.beds === 0) return i18n._(msg`Studio ${type}`);
  const beds = listing.beds;
  return i18n._(msg`${plural(beds, { one: `#-bed ${type}`, other: `#-bed ${type}` })}`);
}

/**
 * "2-bed apartment for sale in Dubai Marina, Dubai: AED 2,100,000, 1,250 sqft. Bright …" (≤ 160 chars), in
 * the render's language. On an Arabic page an owner's description in another language is left out: the
 * summary stays in one language.
 */
export function listingMetaDescription(i18n: I18n, listing: Listing): string {
  const locale = localeOf(i18n);
  const formatLocale = formatLocaleOf(i18n);
  const kind = listingKind(i18n, listing);
  const place = locationName(listing.location, locale);
  const emirate = emirateNameOf(listing.emirate, locale);
  const price = formatPrice(listing.price, listing.priceType, formatLocale);
  const area = formatArea(listing.sqft, "sqft", formatLocale);
  const lead =
    listing.priceType === "sale"
      ? i18n._(msg`${kind} for sale in ${place}, ${emirate}: ${price}, ${area}.`)
      : i18n._(msg`${kind} to rent in ${place}, ${emirate}: ${price}, ${area}.`);
  const shown = listingText(listing, locale);
  const description = shown.description.replace(/\s+/g, " ");
  const sameLanguage = locale === "ar" ? shown.descriptionLang === "ar" : true;
  const text = sameLanguage ? `${lead} ${description}` : lead;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** Search phrases for the page: "apartment for sale Dubai Marina", "Dubai Marina property", … */
export function listingKeywords(i18n: I18n, listing: Listing): string[] {
  const locale = localeOf(i18n);
  const type =
    locale === "en" ? listing.propertyType.toLowerCase() : propertyTypeName(listing.propertyType, locale);
  const place = locationName(listing.location, locale);
  const emirate = emirateNameOf(listing.emirate, locale);
  return [
    listing.priceType === "sale"
      ? i18n._(msg`${type} for sale ${place}`)
      : i18n._(msg`${type} for rent ${place}`),
    i18n._(msg`${place} property`),
    i18n._(msg`${emirate} real estate`),
  ];
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
export function listingJsonLd(i18n: I18n, listing: Listing, site: SiteConfig): object[] {
  const locale = localeOf(i18n);
  // The owner's words in the page's language when they gave them (decision 0044), else as written.
  const shown = listingText(listing, locale);
  const url = absolute(site, localisePath(listingPath(listing.id), locale));
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
      unitText: i18n._(msg`year`),
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
    inLanguage: locale,
    name: shown.title,
    description: shown.description,
    url,
    image: listing.images.map((image) => absolute(site, image)),
    datePosted: listing.createdAt,
    dateModified: listing.updatedAt,
    offers: offer,
    about: {
      "@type": ACCOMMODATION_TYPE[listing.propertyType],
      name: shown.title,
      ...(listing.category === "residential"
        ? { numberOfBedrooms: listing.beds, numberOfBathroomsTotal: listing.baths }
        : {}),
      floorSize: {
        "@type": "QuantitativeValue",
        value: listing.sqft,
        unitCode: "FTK",
        unitText: areaUnitText("sqft", formatLocaleOf(i18n)),
      },
      address: {
        "@type": "PostalAddress",
        addressLocality: locationName(listing.location, locale),
        addressRegion: emirateNameOf(listing.emirate, locale),
        addressCountry: "AE",
      },
      ...(listing.amenities.length
        ? {
            amenityFeature: listing.amenities.map((name) => ({
              "@type": "LocationFeatureSpecification",
              name: amenityText(i18n, name).text,
              value: true,
            })),
          }
        : {}),
    },
  };
  const trail = [...breadcrumbTrail(i18n, listing), { name: shown.title, path: listingPath(listing.id) }];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(site, localisePath(crumb.path, locale)),
    })),
  };
  return [listingLd, breadcrumbs];
}

/** Open Graph wants an absolute URL of a raster or vector photo: the cover photo. */
/** The cover for social previews: sample SVGs have a PNG rendering, since networks do not show SVG. */
export function listingImageUrl(listing: Listing, site: SiteConfig): string {
  return absolute(site, listing.imageUrl.replace(/^(\/media\/sample\/[a-z]+-\d+)\.svg$/, "$1.png"));
}
