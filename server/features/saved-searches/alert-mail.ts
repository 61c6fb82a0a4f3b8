/**
 * The saved-search alert (docs/decisions/0047-saved-searches-and-alerts.md), in English and Arabic (the
 * account's saved language): up to ALERT_MAIL_MAX_LISTINGS listing cards as plain text and HTML, a link to
 * the whole search, and how to stop the alerts. Every link is on the site's configured base URL.
 */
import { formatArea, formatCount, formatPrice } from "@shared/format";
import { localisePath } from "@shared/locale";
import { locationName, propertyTypeName } from "@shared/localised-names";
import { savedSearchPath, type SavedSearchFrequency } from "@shared/saved-search";
import type { SiteConfig } from "@shared/site";
import type { PropertyType } from "@shared/listing";
import { bathsLabel, bedsLabel } from "@shared/option-labels";
import {
  formatLocaleOf,
  isolate,
  listingTitleIn,
  mailI18n,
  siteLink,
  titleForSubject,
  type Locale,
  type MailContent,
} from "../../lib/mail/mail-language";

/** Listings shown in one mail; the rest are behind its "see all" link (a longer mail is skimmed, not read). */
export const ALERT_MAIL_MAX_LISTINGS = 10;

export interface AlertListing {
  id: number;
  title: string;
  titleAr: string | null;
  location: string;
  price: number;
  priceType: "sale" | "rent";
  propertyType: PropertyType;
  beds: number;
  baths: number;
  sqft: number;
}

export interface AlertMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  username: string;
  search: { name: string; filters: Record<string, string>; frequency: SavedSearchFrequency };
  /** Newest first; only the first ALERT_MAIL_MAX_LISTINGS are shown. */
  listings: AlertListing[];
  /** How many new matches there are in all (at least listings.length). */
  total: number;
  /** The signed one-click link (unsubscribe-token.ts), in the mail's language. */
  unsubscribeUrl: string;
}

export interface AlertMailContent extends MailContent {
  html: string;
}

export function alertMail(locale: Locale, data: AlertMailData): AlertMailContent {
  const words = locale === "ar" ? arabicWords(data) : englishWords(data);
  const shown = data.listings.slice(0, ALERT_MAIL_MAX_LISTINGS);
  const cards = shown.map((listing) => card(locale, data.site, listing));
  const searchUrl = siteLink(data.site, savedSearchPath(data.search.filters), locale);
  const manageUrl = siteLink(data.site, "/dashboard?tab=saved-searches", locale);
  const more = data.total > shown.length;

  const text = [
    words.greeting,
    "",
    words.intro,
    "",
    ...cards.flatMap((c) => [c.title, c.facts, c.url, ""]),
    more ? `${words.seeAll(data.total)}: ${searchUrl}` : `${words.openSearch}: ${searchUrl}`,
    "",
    "—",
    words.why,
    `${words.manage}: ${manageUrl}`,
    `${words.unsubscribe}: ${data.unsubscribeUrl}`,
    "",
  ].join("\n");

  const dir = locale === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px" dir="${dir}">
<p style="margin:0 0 8px">${escapeHtml(words.greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(words.intro)}</p>
${cards
  .map(
    (c) => `<div style="border:1px solid #e5e7eb;border-radius:6px;padding:12px;margin:0 0 12px">
<a href="${escapeHtml(c.url)}" style="font-weight:bold;color:#0f5132;text-decoration:none" dir="auto">${escapeHtml(c.plainTitle)}</a>
<div style="margin-top:4px">${escapeHtml(c.price)}</div>
<div style="margin-top:4px;color:#4b5563">${escapeHtml(c.details)}</div>
</div>`,
  )
  .join("\n")}
<p style="margin:16px 0"><a href="${escapeHtml(searchUrl)}" style="display:inline-block;background:#0f5132;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(more ? words.seeAll(data.total) : words.openSearch)}</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">
<p style="margin:0 0 8px;font-size:13px;color:#4b5563">${escapeHtml(words.why)}</p>
<p style="margin:0;font-size:13px"><a href="${escapeHtml(manageUrl)}">${escapeHtml(words.manage)}</a> · <a href="${escapeHtml(data.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a></p>
</div>
</body>
</html>
`;
  return { subject: words.subject, text, html };
}

/** A listing as a card: title, price, beds/baths/size and place, and its page's address. */
function card(locale: Locale, site: AlertMailData["site"], listing: AlertListing) {
  const plainTitle = listingTitleIn(locale, listing);
  const price = formatPrice(listing.price, listing.priceType, formatLocaleOf(locale));
  const place = locationName(listing.location, locale);
  const type = propertyTypeName(listing.propertyType, locale);
  const area = formatArea(listing.sqft, "sqft", formatLocaleOf(locale));
  const i18n = mailI18n(locale);
  const beds = i18n._(bedsLabel(listing.beds));
  const baths = i18n._(bathsLabel(listing.baths));
  const details = `${type} · ${beds} · ${baths} · ${area} · ${place}`;
  return {
    plainTitle,
    title: locale === "ar" ? isolate(plainTitle) : plainTitle,
    price,
    details,
    facts: `${price} · ${details}`,
    url: siteLink(site, `/property/${listing.id}`, locale),
  };
}

function englishWords({ site, username, search, total }: AlertMailData) {
  const count = total === 1 ? "1 new listing" : `${formatCount(total, formatLocaleOf("en"))} new listings`;
  const cadence: Record<SavedSearchFrequency, string> = {
    instant: "as soon as new listings match it",
    daily: "once a day when new listings match it",
    weekly: "once a week when new listings match it",
    none: "",
  };
  return {
    subject: `${count} for "${titleForSubject(search.name, 80)}"`,
    greeting: `Hello ${username},`,
    intro: `${count} matching your saved search "${search.name}" on ${site.siteName}:`,
    seeAll: (n: number) => `See all ${formatCount(n, formatLocaleOf("en"))} new listings`,
    openSearch: "Open the search",
    why: `You get this mail because you saved the search "${search.name}" and asked to hear ${cadence[search.frequency]}.`,
    manage: "Change or delete your saved searches",
    unsubscribe: "Stop these alerts",
  };
}

function arabicWords({ site, username, search, total }: AlertMailData) {
  const count = arabicNewListings(total);
  const cadence: Record<SavedSearchFrequency, string> = {
    instant: "فور ظهور إعلانات جديدة مطابقة له",
    daily: "مرة يوميًا عند ظهور إعلانات جديدة مطابقة له",
    weekly: "مرة أسبوعيًا عند ظهور إعلانات جديدة مطابقة له",
    none: "",
  };
  return {
    subject: `${count} في «${isolate(titleForSubject(search.name, 80))}»`,
    greeting: `مرحبًا ${isolate(username)}،`,
    intro: `${count} تطابق بحثك المحفوظ «${isolate(search.name)}» على ${site.siteName}:`,
    seeAll: (n: number) => `عرض كل الإعلانات الجديدة (${formatCount(n, formatLocaleOf("ar"))})`,
    openSearch: "فتح البحث",
    why: `تصلك هذه الرسالة لأنك حفظت البحث «${isolate(search.name)}» وطلبت إشعارك ${cadence[search.frequency]}.`,
    manage: "تعديل عمليات البحث المحفوظة أو حذفها",
    unsubscribe: "إيقاف هذه التنبيهات",
  };
}

/** "إعلان جديد واحد", "إعلانان جديدان", "3 إعلانات جديدة", "11 إعلانًا جديدًا", "100 إعلان جديد". */
function arabicNewListings(count: number): string {
  const n = formatCount(count, formatLocaleOf("ar"));
  switch (new Intl.PluralRules("ar").select(count)) {
    case "one":
      return "إعلان جديد واحد";
    case "two":
      return "إعلانان جديدان";
    case "few":
      return `${n} إعلانات جديدة`;
    case "many":
      return `${n} إعلانًا جديدًا`;
    default:
      return `${n} إعلان جديد`;
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** The unsubscribe page's address for a token, in the mail's language. */
export function unsubscribeLink(site: Pick<SiteConfig, "baseUrl">, token: string, locale: Locale): string {
  return `${site.baseUrl}${localisePath(`/unsubscribe/${token}`, locale)}`;
}
