/**
 * The mails a reply in an enquiry's thread sends to the other party (docs/decisions/0054-conversations.md),
 * in English and Arabic: the reader's saved language, or for a visitor without an account the language of
 * the page they wrote from. The reply is the writer's own words and stays as written. Links are on the
 * site's configured base URL, never on a host a request named. Nobody's email or phone is in them: the
 * thread is where the parties talk, and replying to the mail itself reaches nobody (no inbound mail).
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

export interface ReplyMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  /** The reader's name as the thread knows it. */
  readerName: string;
  listing: { id: number; title: string; titleAr?: string | null };
  enquiryId: number;
  body: string;
  /** Whether the reader can open the thread in the site (a visitor who sent it signed out cannot). */
  readerHasAccount: boolean;
}

/** The thread in the dashboard: "Enquiries" for the listing's side, "My enquiries" for the visitor's. */
export function threadPath(side: "owner" | "visitor", enquiryId: number): string {
  return `/dashboard?tab=${side === "owner" ? "enquiries" : "my-enquiries"}&thread=${enquiryId}`;
}

/** The owner's (or agent's) reply, to the visitor. */
export function ownerReplyMail(locale: Locale, data: ReplyMailData): MailContent {
  const title = listingTitleIn(locale, data.listing);
  const thread = siteLink(data.site, threadPath("visitor", data.enquiryId), locale);
  const listingLink = siteLink(data.site, `/property/${data.listing.id}`, locale);
  if (locale === "ar") {
    return {
      subject: `رد على استفسارك عن «${isolate(titleForSubject(title))}»`,
      text: [
        `مرحبًا ${isolate(data.readerName)}،`,
        "",
        `ردّ المعلن على استفسارك عن «${isolate(title)}» على ${data.site.siteName}:`,
        "",
        data.body,
        "",
        ...(data.readerHasAccount
          ? ["اقرأ المحادثة وردّ عليها في لوحة التحكم (يلزم تسجيل الدخول):", thread]
          : [
              "أرسلت استفسارك دون تسجيل الدخول، لذا لا تظهر هذه المحادثة في أي حساب. للرد، أرسل استفسارًا جديدًا من صفحة الإعلان:",
              listingLink,
            ]),
        "",
        "يُرجى عدم الرد على هذا البريد الإلكتروني، فالردود عليه لا تصل إلى أحد.",
        "",
      ].join("\n"),
    };
  }
  return {
    subject: `Reply to your enquiry about "${titleForSubject(title)}"`,
    text: [
      `Hello ${data.readerName},`,
      "",
      `The lister of "${title}" on ${data.site.siteName} replied to your enquiry:`,
      "",
      data.body,
      "",
      ...(data.readerHasAccount
        ? ["Read the conversation and reply in your dashboard (sign-in required):", thread]
        : [
            "You sent your enquiry without signing in, so this conversation is not in an account. To answer, send a new enquiry from the listing:",
            listingLink,
          ]),
      "",
      "Please do not reply to this email: replies to it reach nobody.",
      "",
    ].join("\n"),
  };
}

/** The visitor's reply in the site, to the listing's owner or agent. */
export function visitorReplyMail(
  locale: Locale,
  data: Omit<ReplyMailData, "readerHasAccount"> & { visitorName: string },
): MailContent {
  const title = listingTitleIn(locale, data.listing);
  const thread = siteLink(data.site, threadPath("owner", data.enquiryId), locale);
  if (locale === "ar") {
    return {
      subject: `رسالة جديدة عن «${isolate(titleForSubject(title))}»`,
      text: [
        `مرحبًا ${isolate(data.readerName)}،`,
        "",
        `كتب ${isolate(data.visitorName)} في المحادثة عن إعلانك «${isolate(title)}» على ${data.site.siteName}:`,
        "",
        data.body,
        "",
        "اقرأ المحادثة وردّ عليها في لوحة التحكم (يلزم تسجيل الدخول):",
        thread,
        "",
        "يُرجى عدم الرد على هذا البريد الإلكتروني، فالردود عليه لا تصل إلى أحد.",
        "",
      ].join("\n"),
    };
  }
  return {
    subject: `New message about "${titleForSubject(title)}"`,
    text: [
      `Hello ${data.readerName},`,
      "",
      `${data.visitorName} wrote in the conversation about your listing "${title}" on ${data.site.siteName}:`,
      "",
      data.body,
      "",
      "Read the conversation and reply in your dashboard (sign-in required):",
      thread,
      "",
      "Please do not reply to this email: replies to it reach nobody.",
      "",
    ].join("\n"),
  };
}
