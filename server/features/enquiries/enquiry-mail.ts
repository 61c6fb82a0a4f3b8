/**
 * The mail that tells a listing's owner about a visitor's enquiry, in English and Arabic (the owner's
 * saved language). The visitor's name and message are their own words and stay as written; their email and
 * phone are not in it: the owner sees them in the site once they have replied there (decision 0054).
 */
import type { SiteConfig } from "@shared/site";
import {
  isolate,
  listingTitleIn,
  siteLink,
  titleForSubject,
  type Locale,
  type MailContent,
} from "../../lib/mail/mail-language";
import { threadPath } from "../conversations/conversation-mail";

export interface EnquiryMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  owner: { username: string };
  listing: { title: string; titleAr?: string | null };
  enquiry: { id: number; name: string; message: string };
}

export function enquiryNotificationMail(locale: Locale, data: EnquiryMailData): MailContent {
  return locale === "ar" ? arabic(data) : english(data);
}

function english({ site, owner, listing, enquiry }: EnquiryMailData): MailContent {
  const title = listingTitleIn("en", listing);
  return {
    subject: `New enquiry about "${titleForSubject(title)}"`,
    text: `Hello ${owner.username},\n\n${enquiry.name} sent an enquiry about your listing "${title}" on ${site.siteName}:\n\n${enquiry.message}\n\nReply in the site (sign-in required); the sender's email and phone appear there once you have replied:\n${siteLink(site, threadPath("owner", enquiry.id), "en")}\n`,
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
      "ردّ عليه في الموقع (يلزم تسجيل الدخول)، وسيظهر لك بريد المُرسِل الإلكتروني وهاتفه بعد ردّك:",
      siteLink(site, threadPath("owner", enquiry.id), "ar"),
      "",
    ].join("\n"),
  };
}
