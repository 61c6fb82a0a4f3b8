/**
 * What every mail template uses to write a mail in its recipient's language, as every mail is written
 * (docs/product.md §Mail): the language chosen for the recipient, links to the page in that language on the
 * configured site, the listing title in that language, and the Unicode marks that keep Latin words, codes
 * and phone numbers readable inside an Arabic (right-to-left) sentence of a plain-text mail, as `<bdi>` does
 * on a page.
 *
 * Each mail's template lives beside the feature that sends it, both languages side by side:
 * enquiries/enquiry-mail.ts, password-reset/password-reset-mail.ts, dashboard/confirm-reminder-mail.ts,
 * upgrades/invoice-mail.ts.
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { listingText } from "@shared/listing-text";
import { intlLocale, localisePath, SOURCE_LOCALE, type Locale } from "@shared/locale";
import { OPTION_LABELS_AR } from "@shared/messages";
import type { SiteConfig } from "@shared/site";

export type { Locale };

/** A mail's subject and plain-text body, written in one language. */
export interface MailContent {
  subject: string;
  text: string;
}

/**
 * The language of a mail to an account holder: the account's saved language (`users.locale`), else the
 * language of the request that caused the mail when there is one, else English.
 */
export function recipientLocale(saved: Locale | null | undefined, fallback: Locale = SOURCE_LOCALE): Locale {
  return saved ?? fallback;
}

/** The `Intl` locale of shared/format for a mail in this language (Western digits in Arabic). */
export const formatLocaleOf = intlLocale;

/** The option labels' Arabic, compiled and keyed by id as the pages' catalogue is. */
function arabicOptionMessages(): Messages {
  return Object.fromEntries(
    Object.entries(OPTION_LABELS_AR).map(([english, arabic]) => [
      generateMessageId(english),
      compileMessage(arabic),
    ]),
  );
}

const mailI18nByLocale = new Map<Locale, I18n>();

/**
 * A Lingui instance for a mail in `locale`: it shows the option labels of shared/option-labels.ts
 * (`mailI18n("ar")._(bedsLabel(2))` is "غرفتا نوم"), the same descriptors and words the pages use.
 */
export function mailI18n(locale: Locale): I18n {
  let i18n = mailI18nByLocale.get(locale);
  if (!i18n) {
    const messages = locale === "ar" ? arabicOptionMessages() : {};
    i18n = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
    // English reads the descriptors' own messages, which the server has uncompiled (Lingui compiles them
    // itself only outside production).
    i18n.setMessagesCompiler(compileMessage);
    mailI18nByLocale.set(locale, i18n);
  }
  return i18n;
}

/**
 * An address on the site's configured base URL (never a host the request named), in the reader's
 * language: "/dashboard" → "https://site/ar/dashboard" for an Arabic mail.
 */
export function siteLink(site: Pick<SiteConfig, "baseUrl">, path: string, locale: Locale): string {
  return `${site.baseUrl}${localisePath(path, locale)}`;
}

/**
 * The listing's title in the reader's language, as the pages choose it (shared/listing-text.ts): the
 * Arabic title in an Arabic mail when the owner gave one, else the main text.
 */
export function listingTitleIn(locale: Locale, listing: { title: string; titleAr?: string | null }): string {
  return listingText(listing, locale).title;
}

/**
 * People's words (a title, a name, a username) inside an Arabic sentence, in a first-strong isolate
 * (U+2068 … U+2069, plain text's `dir="auto"`): an English title ending in "!" or a number keeps its
 * punctuation on its own side instead of jumping across the Arabic around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * A code read left to right (an invoice reference) inside an Arabic sentence, in a left-to-right isolate
 * (U+2066 … U+2069).
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * A phone number on an Arabic line, after a left-to-right mark: without it "+971 50 123 4567" reads
 * "4567 123 50 971+" in a right-to-left paragraph. (A mark, not an isolate, so that mail programs that
 * turn phone numbers into links still see the number.)
 */
export function phoneNumber(text: string): string {
  return `\u200e${text}`;
}

/** A title in a subject line, shortened (the outbox keeps subjects of up to 200 characters). */
export function titleForSubject(title: string, max = 100): string {
  return title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title;
}

/**
 * "N days" in Arabic with the counted noun in the form the number takes, as it reads after a preposition
 * ("خلال آخر …", "لمدة …"): 1 → "يوم واحد", 2 → "يومين", 3–10 → "3 أيام", 11–99 → "30 يومًا",
 * 100 → "100 يوم".
 */
export function arabicDays(count: number): string {
  switch (new Intl.PluralRules("ar").select(count)) {
    case "one":
      return "يوم واحد";
    case "two":
      return "يومين";
    case "few":
      return `${count} أيام`;
    case "many":
      return `${count} يومًا`;
    default:
      return `${count} يوم`;
  }
}
