/**
 * The invoice of a featured upgrade, in English and Arabic (the account's saved language, else the
 * language of the order's request). Plan prices include VAT (docs/decisions/0057-vat-and-tax-invoice.md):
 * with the supplier's details configured it is a UAE tax invoice, titled so, with the particulars the VAT
 * Executive Regulation asks of one (Cabinet Decision No. 52 of 2017, Article 59): the supplier's name,
 * address and TRN, the invoice's number and date, the customer, what was supplied, the net amount, the VAT
 * rate and amount, and the total. Amounts in fils through shared/format ("AED 141.90", "141.90 درهم").
 */
import { findFeaturedPlan, type FeaturedOrder, type InvoiceSupplier } from "@shared/featured-plans";
import { formatDate, formatFils } from "@shared/format";
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
} from "../../lib/mail/mail-language";

export interface InvoiceMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  /** Unset (SUPPLIER_* not configured): the mail is an invoice, and says it is not a tax invoice. */
  supplier: InvoiceSupplier | undefined;
  recipient: { username: string; title: string; titleAr?: string | null };
  /** An active order: it has its period. */
  order: Pick<
    FeaturedOrder,
    | "reference"
    | "plan"
    | "days"
    | "propertyId"
    | "createdAt"
    | "netFils"
    | "vatFils"
    | "totalFils"
    | "vatPercent"
  > & {
    startsAt: string;
    endsAt: string;
  };
}

export function invoiceMail(locale: Locale, data: InvoiceMailData): MailContent {
  return locale === "ar" ? arabic(data) : english(data);
}

function english({ site, supplier, recipient, order }: InvoiceMailData): MailContent {
  const title = listingTitleIn("en", recipient);
  const planName = findFeaturedPlan(order.plan)?.name ?? `${order.days} days featured`;
  const money = (fils: number) => formatFils(fils);
  // Days in the UAE, as the upgrade page shows them.
  const period = `${formatDate(order.startsAt, "short")} to ${formatDate(order.endsAt, "short")}`;
  const heading = supplier ? "Tax invoice" : "Invoice";
  return {
    subject: `${heading} ${order.reference}: ${planName} for "${titleForSubject(title)}"`,
    text: [
      `Hello ${recipient.username},`,
      "",
      `Thank you for your order on ${site.siteName}. Your listing is featured now; this is its ${heading.toLowerCase()}.`,
      "",
      heading.toUpperCase(),
      `Invoice number: ${order.reference}`,
      `Invoice date: ${formatDate(order.createdAt, "short")}`,
      ...(supplier
        ? [
            `Supplier: ${supplier.name}`,
            `Supplier address: ${supplier.address}`,
            `Supplier TRN: ${supplier.trn}`,
          ]
        : [
            `Supplier: ${site.siteName}`,
            "This is not a tax invoice: the supplier's VAT registration (TRN) is not set up on this site yet.",
          ]),
      `Customer: ${recipient.username}`,
      "",
      `Description: featuring the listing "${title}" (listing ${order.propertyId})`,
      `Plan: ${planName}`,
      `Featured: ${period} (UAE time)`,
      `Net amount (excluding VAT): ${money(order.netFils)}`,
      `VAT ${order.vatPercent}%: ${money(order.vatFils)}`,
      `Total (including VAT): ${money(order.totalFils)}`,
      `Amount due: ${money(order.totalFils)}`,
      "",
      `Your orders and this invoice: ${siteLink(site, `/upgrade/${order.propertyId}`, "en")}`,
      "",
    ].join("\n"),
  };
}

function arabic({ site, supplier, recipient, order }: InvoiceMailData): MailContent {
  const title = listingTitleIn("ar", recipient);
  const locale = formatLocaleOf("ar");
  // The plan as the upgrade page names it in Arabic: "إعلان مميز لمدة 7 أيام", "… لمدة 30 يومًا".
  const planName = `إعلان مميز لمدة ${arabicDays(order.days)}`;
  const day = (instant: string) => formatDate(instant, "long", locale);
  const money = (fils: number) => formatFils(fils, locale);
  const heading = supplier ? "فاتورة ضريبية" : "فاتورة";
  return {
    subject: `${heading} ${leftToRight(order.reference)}: تمييز إعلان «${isolate(titleForSubject(title))}» لمدة ${arabicDays(order.days)}`,
    text: [
      `مرحبًا ${isolate(recipient.username)}،`,
      "",
      `شكرًا لطلبك على ${site.siteName}. أصبح إعلانك مميزًا الآن، وهذه ${heading}.`,
      "",
      heading,
      `رقم الفاتورة: ${leftToRight(order.reference)}`,
      `تاريخ الفاتورة: ${day(order.createdAt)}`,
      ...(supplier
        ? [
            `المورد: ${isolate(supplier.name)}`,
            `عنوان المورد: ${isolate(supplier.address)}`,
            `الرقم الضريبي للمورد: ${leftToRight(supplier.trn)}`,
          ]
        : [
            `المورد: ${site.siteName}`,
            "هذه ليست فاتورة ضريبية: لم يُسجَّل الرقم الضريبي للمورد على هذا الموقع بعد.",
          ]),
      `العميل: ${isolate(recipient.username)}`,
      "",
      `البيان: تمييز الإعلان «${isolate(title)}» (رقم الإعلان ${order.propertyId})`,
      `الباقة: ${planName}`,
      `مدة الإعلان المميز: من ${day(order.startsAt)} إلى ${day(order.endsAt)} (بتوقيت الإمارات)`,
      `المبلغ دون ضريبة القيمة المضافة: ${money(order.netFils)}`,
      `ضريبة القيمة المضافة ${order.vatPercent}%: ${money(order.vatFils)}`,
      `الإجمالي شاملًا ضريبة القيمة المضافة: ${money(order.totalFils)}`,
      `المبلغ المستحق: ${money(order.totalFils)}`,
      "",
      "طلباتك وهذه الفاتورة:",
      siteLink(site, `/upgrade/${order.propertyId}`, "ar"),
      "",
    ].join("\n"),
  };
}
