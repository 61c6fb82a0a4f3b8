import type { ComponentProps, ReactNode } from "react";
import type { ContentBody as Body } from "@shared/content/types";
import { ContentBody } from "@/components/content/content-body";
import { useContentBody } from "@/components/content/use-content-body";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { EnglishOnlyNote } from "@/features/content/components/english-only-note";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { PlaceAreaLinks } from "@/features/places/components/place-area-links";
import type { AreaGuide, EmirateGuide } from "@/features/places/lib/place-guides";
import { useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

interface PlaceGuideMeta {
  guide: AreaGuide | EmirateGuide;
  title: string;
  path: string;
  crumbs: Crumb[];
  /** Shown under /ar in English: the page has no Arabic alternate. */
  englishOnly: boolean;
  outOfScope: boolean;
}

/**
 * The head tags of an area's or an emirate's guide, and the guide's text. A place outside a Dubai-only
 * site's scope is not indexed there: the same guide is on the UAE-wide site, which has the place's listings.
 */
export function usePlaceGuide({ guide, title, path, crumbs, englishOnly, outOfScope }: PlaceGuideMeta): Body {
  const site = useSite();
  const locale = useLocale();
  usePageMeta({
    title,
    description: guide.description,
    keywords: guide.keywords,
    path,
    languages: englishOnly ? ["en"] : undefined,
    noindex: outOfScope,
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale)],
  });
  return useContentBody(guide.load);
}

/** A place guide's page: its breadcrumbs and, when it is shown in English under /ar, a note saying so. */
export function PlaceGuideFrame({
  crumbs,
  englishOnly,
  children,
}: {
  crumbs: Crumb[];
  englishOnly: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      {englishOnly && <EnglishOnlyNote className="mt-4 max-w-3xl" />}
      {children}
    </div>
  );
}

/** The guide's text, marked as English when it is shown under /ar untranslated. */
export function PlaceGuideText({ body, lang }: { body: Body; lang: "en" | undefined }) {
  return (
    <div className="mt-12 max-w-3xl" lang={lang} dir={lang && "ltr"}>
      <ContentBody body={body} />
    </div>
  );
}

/** A titled list of areas: live counts on the site that has their listings, links to the UAE-wide site otherwise. */
export function PlaceAreasSection({
  id,
  className,
  heading,
  ...links
}: ComponentProps<typeof PlaceAreaLinks> & { id: string; className: string; heading: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 text-2xl font-semibold">
        {heading}
      </h2>
      <PlaceAreaLinks {...links} />
    </section>
  );
}
