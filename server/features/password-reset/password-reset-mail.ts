/**
 * The one-time password-reset link, in English and Arabic (the language of the request that asked for
 * it: server/lib/request-locale.ts). The link opens the reset page in the same language. Both texts say
 * "the next hour": the link's lifetime, RESET_LINK_LIFETIME_MINUTES in shared/password-reset.ts.
 */
import type { SiteConfig } from "@shared/site";
import { isolate, siteLink, type Locale, type MailContent } from "../../lib/mail/mail-language";

export interface PasswordResetMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  username: string;
  token: string;
}

/** The reset page's address with the token, on the configured site, in the mail's language. */
export function resetLink(site: Pick<SiteConfig, "baseUrl">, token: string, locale: Locale): string {
  return siteLink(site, `/forgot-password?token=${token}`, locale);
}

export function passwordResetMail(locale: Locale, data: PasswordResetMailData): MailContent {
  return locale === "ar" ? arabic(data) : english(data);
}

function english({ site, username, token }: PasswordResetMailData): MailContent {
  return {
    subject: `Reset your ${site.siteName} password`,
    text: `Hello ${username},\n\nSomeone (hopefully you) asked to reset the password of your ${site.siteName} account.\nChoose a new password here within the next hour: ${resetLink(site, token, "en")}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
  };
}

function arabic({ site, username, token }: PasswordResetMailData): MailContent {
  return {
    subject: `إعادة تعيين كلمة المرور لحسابك على ${site.siteName}`,
    text: [
      `مرحبًا ${isolate(username)}،`,
      "",
      `تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك على ${site.siteName}.`,
      "إذا كنت أنت من طلب ذلك، فاختر كلمة مرور جديدة خلال الساعة القادمة من هذا الرابط:",
      resetLink(site, token, "ar"),
      "",
      "وإذا لم تطلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي دون تغيير.",
    ].join("\n"),
  };
}
