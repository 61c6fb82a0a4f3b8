import type { Locale } from "@shared/locale";
import { listingText } from "@shared/listing-text";
import type { MyListing } from "@shared/my-listing";
import { useLocale } from "@/lib/i18n";

type Titled = Parameters<typeof listingText>[0];

/**
 * The listing's title inside a toast or a sentence, isolated and marked with its language: the Arabic title
 * on Arabic pages when the owner gave one, else the title as written (decision 0044).
 */
export function titleInSentence(listing: Titled, locale: Locale) {
  const { title, lang } = listingText(listing, locale);
  return (
    <bdi lang={lang} dir="auto">
      {title}
    </bdi>
  );
}

/**
 * The listing's title after a button's word, for screen readers only ("Edit Sea view apartment…"), so
 * that each row's buttons are told apart; in its own language, isolated.
 */
export function ForTitle({ listing }: { listing: MyListing }) {
  const { title, lang } = listingText(listing, useLocale());
  return (
    <span className="sr-only">
      {" "}
      <bdi lang={lang}>{title}</bdi>
    </span>
  );
}
