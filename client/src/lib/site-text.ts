import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { SOURCE_LOCALE } from "@shared/locale";
import type { SiteConfig, SiteKey } from "@shared/site";

type SiteText = Pick<SiteConfig, "siteName" | "shortName" | "siteTitle" | "siteDescription">;

/**
 * Each site's name and description for people reading another language than English. The site's
 * configuration (shared/site.ts) stays the English source; these are its translations in the catalogue.
 */
const SITE_TEXT: Record<SiteKey, Record<keyof SiteText, MessageDescriptor>> = {
  uae: {
    siteName: msg`UAE Property Markets`,
    shortName: msg`UAE Property`,
    siteTitle: msg`UAE Property Markets – Buy, Rent & Sell Property in the UAE`,
    siteDescription: msg`Search villas, apartments, townhouses, penthouses, commercial and off-plan property to buy or rent across all seven emirates, with permit-checked listings and the true all-in cost of every deal.`,
  },
  dubai: {
    siteName: msg`Dubai Property Hub`,
    shortName: msg`Dubai Hub`,
    siteTitle: msg`Dubai Property Hub – Dubai Homes for Sale and Rent`,
    siteDescription: msg`Dubai apartments, villas and townhouses for sale and rent, from Downtown and Dubai Marina to Arabian Ranches, with Trakheesi-permitted listings and full purchase costs.`,
  },
  dubaipropertymarkets: {
    siteName: msg`Dubai Property Markets`,
    shortName: msg`Dubai Markets`,
    siteTitle: msg`Dubai Property Markets – Buy and Rent Property in Dubai`,
    siteDescription: msg`Find property for sale and rent in Dubai: fresh, permit-checked listings, live prices by area and a clear breakdown of DLD fees and all-in costs.`,
  },
};

/** The site as shown in the page's language: names and description translated, everything else as is. */
export function localiseSite(site: SiteConfig, i18n: I18n): SiteConfig {
  if (i18n.locale === SOURCE_LOCALE) return site;
  const text = SITE_TEXT[site.key];
  return {
    ...site,
    siteName: i18n._(text.siteName),
    shortName: i18n._(text.shortName),
    siteTitle: i18n._(text.siteTitle),
    siteDescription: i18n._(text.siteDescription),
  };
}
