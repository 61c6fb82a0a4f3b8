/**
 * The mail that tells a listing's owner about a visitor's enquiry, in English and Arabic (the owner's
 * saved language). The visitor's name and message are their own words and stay as written.
 */
import type { SiteConfig } from "@shared/site";
import {
  isolate,
  listingTitleIn,
  phoneNumber,
  siteLink,
  titleForSubject,
  type Locale,
  type MailContent,
} from "../mail/mail-language";

export interface EnquiryMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  owner: { username: string };
  listing: { title: string; titleAr?: string | null };
  enquiry: { name: string; email: string; phone: string | null; message: string };
}

export function enquiryNotificationMail(locale: Locale, data: EnquiryMailData): MailContent {
  return locale === "ar" ? arabic(data) : english(data);
}

function english({ site, owner, listing, enquiry }: EnquiryMailData): MailContent {
  const title = listingTitleIn("en", listing);
  return {
    subject: `New enquiry about "${titleForSubject(title)}"`,
    text: `Hello ${owner.username},\n\n${enquiry.name} sent an enquiry about your listing "${title}" on ${site.siteName}:\n\n${enquiry.message}\n\nReply to: ${enquiry.email}${enquiry.phone ? `, ${enquiry.phone}` : ""}\nAll your enquiries: ${siteLink(site, "/dashboard?tab=enquiries", "en")}\n`,
  };
}

function arabic({ site, owner, listing, enquiry }: EnquiryMailData): MailContent {
  const title = listingTitleIn("ar", listing);
  return {
    subject: `استفسار جديد عن «${isolate(titleForSubject(title))}»`,
    text: [
      `مرحبًا ${isolate(owner.username)}،`,
      "",
      `وصلك استفسار من ${isolate(enquiry.name)} عن إعلانك «${isolate(title)}» على ${site.siteName}:`,
      "",
      enquiry.message,
      "",
      "للرد على المُرسِل:",
      `البريد الإلكتروني: ${enquiry.email}`,
      ...(enquiry.phone ? [`الهاتف: ${phoneNumber(enquiry.phone)}`] : []),
      "",
      "جميع استفساراتك في لوحة التحكم:",
      siteLink(site, "/dashboard?tab=enquiries", "ar"),
      "",
    ].join("\n"),
  };
}
