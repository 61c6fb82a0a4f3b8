/**
 * Mail to a listing's owner about a moderator's decision (issue 16, item 2), in the owner's saved language:
 * an edit request with its deadline, or a removal with its reason. The moderator's words stay as written.
 */
import { formatDate } from "@shared/format/dates";
import type { SiteConfig } from "@shared/site";
import {
  formatLocaleOf,
  isolate,
  listingTitleIn,
  siteLink,
  titleForSubject,
  type Locale,
  type MailContent,
} from "../../lib/mail/mail-language";

export interface ModerationMailData {
  site: Pick<SiteConfig, "baseUrl" | "siteName">;
  owner: { username: string };
  listing: { title: string; titleAr?: string | null };
  message: string;
  /** Edit requests: the day the listing is unpublished if not fixed. */
  dueAt?: Date;
}

export function editRequestMail(locale: Locale, data: ModerationMailData): MailContent {
  const title = listingTitleIn(locale, data.listing);
  const link = siteLink(data.site, "/dashboard", locale);
  const due = data.dueAt ? formatDate(data.dueAt, "long", formatLocaleOf(locale)) : "";
  if (locale === "ar") {
    return {
      subject: `مطلوب تعديل إعلانك «${isolate(titleForSubject(title))}»`,
      text: [
        `مرحبًا ${isolate(data.owner.username)}،`,
        "",
        `راجع فريق الإشراف في ${data.site.siteName} إعلانك «${isolate(title)}» ويطلب منك تعديله:`,
        "",
        data.message,
        "",
        `عدّل الإعلان ثم أجب بأنه صُحّح من لوحة التحكم قبل ${due}، وإلا سيُلغى نشره.`,
        link,
        "",
      ].join("\n"),
    };
  }
  return {
    subject: `Changes needed to your listing "${titleForSubject(title)}"`,
    text: `Hello ${data.owner.username},\n\nThe moderators of ${data.site.siteName} reviewed your listing "${title}" and ask you to change it:\n\n${data.message}\n\nEdit the listing and answer "fixed" in your dashboard by ${due}, or it will be unpublished.\n${link}\n`,
  };
}

export function removalMail(locale: Locale, data: ModerationMailData): MailContent {
  const title = listingTitleIn(locale, data.listing);
  const link = siteLink(data.site, "/dashboard", locale);
  if (locale === "ar") {
    return {
      subject: `أُزيل إعلانك «${isolate(titleForSubject(title))}»`,
      text: [
        `مرحبًا ${isolate(data.owner.username)}،`,
        "",
        `أزال فريق الإشراف في ${data.site.siteName} إعلانك «${isolate(title)}» للسبب التالي:`,
        "",
        data.message,
        "",
        "يمكنك الرد على هذا القرار من لوحة التحكم:",
        link,
        "",
      ].join("\n"),
    };
  }
  return {
    subject: `Your listing "${titleForSubject(title)}" was removed`,
    text: `Hello ${data.owner.username},\n\nThe moderators of ${data.site.siteName} removed your listing "${title}" for this reason:\n\n${data.message}\n\nYou can answer this decision in your dashboard:\n${link}\n`,
  };
}
