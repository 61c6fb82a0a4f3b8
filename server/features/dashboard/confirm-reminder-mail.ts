/**
 * The reminder to confirm that a listing is still available (docs/decisions/0004-listing-freshness.md),
 * in English and Arabic (the owner's saved language). Dates are days in the UAE, in the mail's language.
 */
import { formatDate } from "@shared/format/dates";
import { hiddenFrom, LISTING_HIDDEN_AFTER_DAYS } from "@shared/listing-freshness";
import type { SiteConfig } from "@shared/site";
import {
  arabicDays,
  formatLocaleOf,
  isolate,
  listingTitleIn,
  siteLink,
  titleForSubject,
  type Locale,
  type MailContent,
} from "../../lib/mail/mail-language";

export interface ConfirmReminderMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  listing: { title: string; titleAr?: string | null; username: string; confirmedAt: Date };
}

export function confirmReminderMail(locale: Locale, data: ConfirmReminderMailData): MailContent {
  return locale === "ar" ? arabic(data) : english(data);
}

function english({ site, listing }: ConfirmReminderMailData): MailContent {
  const title = listingTitleIn("en", listing);
  return {
    subject: `Is "${titleForSubject(title)}" still available?`,
    text: [
      `Hello ${listing.username},`,
      "",
      `You last confirmed that "${title}" is available on ${formatDate(listing.confirmedAt)}.`,
      `${site.siteName} shows only listings confirmed in the last ${LISTING_HIDDEN_AFTER_DAYS} days, so that people searching see homes that are really on the market.`,
      "",
      `Confirm it by ${formatDate(hiddenFrom(listing.confirmedAt))} to keep it in search results: ${siteLink(site, "/dashboard", "en")}`,
      "",
      "If it has been sold or let, mark it so or unpublish it on the same page.",
      "",
    ].join("\n"),
  };
}

function arabic({ site, listing }: ConfirmReminderMailData): MailContent {
  const title = listingTitleIn("ar", listing);
  const day = (date: Date) => formatDate(date, "long", formatLocaleOf("ar"));
  return {
    subject: `هل ما زال «${isolate(titleForSubject(title))}» متاحًا؟`,
    text: [
      `مرحبًا ${isolate(listing.username)}،`,
      "",
      `كان آخر تأكيد منك لتوفّر «${isolate(title)}» في ${day(listing.confirmedAt)}.`,
      `لا يعرض موقع ${site.siteName} إلا الإعلانات التي أُكِّد توفرها خلال آخر ${arabicDays(LISTING_HIDDEN_AFTER_DAYS)}، ليجد الباحثون عقارات معروضة فعلًا في السوق.`,
      "",
      `أكّد توفره في موعد أقصاه ${day(hiddenFrom(listing.confirmedAt))} ليبقى ظاهرًا في نتائج البحث:`,
      siteLink(site, "/dashboard", "ar"),
      "",
      "وإذا بِيع العقار أو أُجِّر، فحدِّد ذلك أو أوقِف نشر الإعلان من الصفحة نفسها.",
      "",
    ].join("\n"),
  };
}
