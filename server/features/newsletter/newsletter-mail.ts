/**
 * Newsletter mail (docs/decisions/0052-peoples-data.md): every message carries the signed one-click
 * unsubscribe link, in its text and in the List-Unsubscribe headers (RFC 2369, RFC 8058), on the site's
 * configured base URL, never on a host the request named.
 */
import type { SiteConfig } from "@shared/site";
import { listUnsubscribeHeaders } from "../../lib/unsubscribe-links";
import type { MailExtras } from "../../lib/mail/mailer";
import { siteLink, type Locale, type MailContent } from "../../lib/mail/mail-language";

/** The purpose signed into a newsletter link: an alert's link cannot unsubscribe from the newsletter. */
export const NEWSLETTER_UNSUBSCRIBE_PURPOSE = "newsletter-unsubscribe";

export function newsletterUnsubscribeLink(
  site: Pick<SiteConfig, "baseUrl">,
  token: string,
  locale: Locale,
): string {
  return siteLink(site, `/newsletter/unsubscribe/${token}`, locale);
}

/** What every newsletter mail carries besides its text: the one-click headers. */
export function newsletterMailExtras(
  unsubscribeUrl: string,
  mailbox: string | undefined,
  token: string,
): MailExtras {
  return { headers: listUnsubscribeHeaders(unsubscribeUrl, mailbox, token) };
}

/** The first newsletter mail, sent when an address subscribes: what is coming, and how to stop it. */
export function welcomeMail(
  locale: Locale,
  data: { site: Pick<SiteConfig, "baseUrl" | "siteName">; unsubscribeUrl: string },
): MailContent {
  if (locale === "ar") {
    return {
      subject: `اشتراكك في النشرة الإخبارية من ${data.site.siteName}`,
      text: [
        "مرحبًا،",
        "",
        `شكرًا لاشتراكك في النشرة الإخبارية من ${data.site.siteName}. ستصلك مرة واحدة شهريًا مستجدات سوق العقارات في دولة الإمارات العربية المتحدة.`,
        "",
        "إذا لم تطلب هذا الاشتراك، أو رغبت في إيقافه في أي وقت، فاستخدم الرابط التالي دون الحاجة إلى تسجيل الدخول:",
        data.unsubscribeUrl,
        "",
      ].join("\n"),
    };
  }
  return {
    subject: `You're subscribed to the ${data.site.siteName} newsletter`,
    text: [
      "Hello,",
      "",
      `Thank you for subscribing to the ${data.site.siteName} newsletter. Once a month you will get an update on the UAE property market.`,
      "",
      "If you did not ask for this, or want to stop at any time, use this link (no sign-in needed):",
      data.unsubscribeUrl,
      "",
    ].join("\n"),
  };
}
