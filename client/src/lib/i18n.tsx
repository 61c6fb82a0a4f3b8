import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { DirectionProvider } from "@radix-ui/react-direction";
import { createContext, useContext, type ReactNode } from "react";
import { directionOf, intlLocale, localisePath, SOURCE_LOCALE, type Locale } from "@shared/locale";

/**
 * The interface's language (docs/decisions/0043). Each render gets its own Lingui instance, made from the
 * catalogue of the page's language and handed down through React's context: the server renders pages of
 * both languages at once, so nothing may read Lingui's global instance.
 */

/** Each language's catalogues, one chunk per language: a page loads only its own language's. */
const catalogues = import.meta.glob<{ messages: Messages }>("../locales/*/index.ts");

/** The catalogue module's build-manifest key: the server preloads it with the page. */
export function catalogueModule(locale: Locale): string {
  return `src/locales/${locale}/index.ts`;
}

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const load = catalogues[`../locales/${locale}/index.ts`];
  if (!load) throw new Error(`No message catalogue for ${locale}`);
  return (await load()).messages;
}

/**
 * A Lingui instance for one render, in one language. Its `locales` are shared/format's, so a number
 * written by a message ("#" in a plural) has the same digits as every other number (Western in Arabic).
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
}

const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

/** Lingui's messages, the language for formatting and links, and Radix's reading direction. */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const locale = i18n.locale as Locale;
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider i18n={i18n}>
        <DirectionProvider dir={directionOf(locale)}>{children}</DirectionProvider>
      </I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The page's language: "en" or "ar". */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The `Intl` locale for shared/format in the page's language ("en-GB", "ar-AE-u-nu-latn"). */
export function useFormatLocale(): string {
  return intlLocale(useLocale());
}

/**
 * An address in the page's language, for links outside wouter's <Link> (which adds the prefix by itself):
 * plain anchors, canonical tags, things copied or shared.
 */
export function useLocalisedPath(path: string): string {
  return localisePath(path, useLocale());
}
