/**
 * The invoice of a featured upgrade, in English and Arabic (the account's saved language, else the
 * language of the order's request). Amounts and days through shared/format in the mail's language:
 * "449 درهم", "15 نوفمبر 2026" (Western digits). Plan prices are stated without VAT anywhere in the
 * product (shared/featured-plans.ts, the upgrade page), so the invoice states the same amount.
 */
import { findFeaturedPlan, type FeaturedOrder } from "@shared/featured-plans";
import { formatAedWithFils, formatDate } from "@shared/format";
import type { SiteConfig } from "@shared/site";
import {
  arabicDays,
  formatLocaleOf,
  isolate,
  leftToRight,
  listingTitleIn,
  siteLink,
  titleForSubject,
  type Locale,
  type MailContent,
} from "../mail/mail-language";

export interface InvoiceMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  recipient: { username: string; title: string; titleAr?: string | null };
  /** An active order: it has its period. */
  order: Pick<FeaturedOrder, "reference" | "plan" | "days" | "amountAed" | "propertyId"> & {
    startsAt: string;
    endsAt: string;
  };
}

export function invoiceMail(locale: Locale, data: InvoiceMailData): MailContent {
  return locale === "ar" ? arabic(data) : english(data);
}

function english({ site, recipient, order }: InvoiceMailData): MailContent {
  const title = listingTitleIn("en", recipient);
  const planName = findFeaturedPlan(order.plan)?.name ?? `${order.days} days featured`;
  // Days in the UAE, as the upgrade page shows them.
  const period = `${formatDate(order.startsAt, "short")} to ${formatDate(order.endsAt, "short")}`;
  return {
    subject: `Invoice ${order.reference}: ${planName} for "${titleForSubject(title)}"`,
    text: [
      `Hello ${recipient.username},`,
      "",
      `Thank you for your order on ${site.siteName}. Your listing is featured now; this is its invoice.`,
      "",
      `Invoice: ${order.reference}`,
      `Plan: ${planName}`,
      `Amount due: ${formatAedWithFils(order.amountAed)}`,
      `Listing: "${title}" (listing ${order.propertyId})`,
      `Featured: ${period} (UAE time)`,
      "",
      `Your orders and this invoice: ${siteLink(site, `/upgrade/${order.propertyId}`, "en")}`,
      "",
    ].join("\n"),
  };
}

function arabic({ site, recipient, order }: InvoiceMailData): MailContent {
  const title = listingTitleIn("ar", recipient);
  const locale = formatLocaleOf("ar");
  // The plan as the upgrade page names it in Arabic: "إعلان مميز لمدة 7 أيام", "… لمدة 30 يومًا".
  const planName = `إعلان مميز لمدة ${arabicDays(order.days)}`;
  const day = (instant: string) => formatDate(instant, "long", locale);
  return {
    subject: `فاتورة ${leftToRight(order.reference)}: تمييز إعلان «${isolate(titleForSubject(title))}» لمدة ${arabicDays(order.days)}`,
    text: [
      `مرحبًا ${isolate(recipient.username)}،`,
      "",
      `شكرًا لطلبك على ${site.siteName}. أصبح إعلانك مميزًا الآن، وهذه فاتورته.`,
      "",
      `رقم الفاتورة: ${leftToRight(order.reference)}`,
      `الباقة: ${planName}`,
      `المبلغ المستحق: ${formatAedWithFils(order.amountAed, locale)}`,
      `الإعلان: «${isolate(title)}» (رقم الإعلان ${order.propertyId})`,
      `مدة الإعلان المميز: من ${day(order.startsAt)} إلى ${day(order.endsAt)} (بتوقيت الإمارات)`,
      "",
      "طلباتك وهذه الفاتورة:",
      siteLink(site, `/upgrade/${order.propertyId}`, "ar"),
      "",
    ].join("\n"),
  };
}
