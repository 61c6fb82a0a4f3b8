import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { usePlaceName } from "@/features/listings/place-name";
import {
  ListingCollection,
  type CollectionDefinition,
} from "@/features/listings/components/listing-collection";

const HOME = msg`Home`;

/** One point of a landing page's checklist: a short title, then the advice. */
export interface Check {
  title: string;
  body: ReactNode;
}

/**
 * A landing page for one kind of listing (commercial, off-plan): an introduction, what to check before
 * committing, then the listings. The page's words come from the route; the layout is the same for each.
 */
export function CollectionLandingPage({
  definition,
  crumb,
  meta,
  title,
  intro,
  checks,
  listingsHeading,
}: {
  definition: CollectionDefinition;
  /** The page's name in the breadcrumbs. */
  crumb: string;
  /**
   * Title, description and keywords, given the place the site covers in the page's language ("Dubai" or
   * "the UAE", "دبي" or "الإمارات").
   */
  meta: (place: string) => { title: string; description: string; keywords: string[] };
  title: (place: string) => ReactNode;
  intro: ReactNode;
  checks: { id: string; heading: string; items: Check[]; readMore: ReactNode };
  listingsHeading: string;
}) {
  const site = useSite();
  const locale = useLocale();
  const { i18n } = useLingui();
  const place = usePlaceName();
  const crumbs: Crumb[] = [
    { name: i18n._(HOME), path: "/" },
    { name: crumb, path: definition.path },
  ];
  usePageMeta({
    ...meta(place),
    path: definition.path,
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale)],
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={title(place)}>{intro}</PageHeader>

      <section
        aria-labelledby={checks.id}
        className="mt-8 max-w-4xl rounded-xl border bg-muted/40 p-5 sm:p-6"
      >
        <h2 id={checks.id} className="text-xl font-semibold">
          {checks.heading}
        </h2>
        <ul className="mt-4 grid gap-4 text-sm leading-relaxed sm:grid-cols-2">
          {checks.items.map((check) => (
            <li key={check.title}>
              <strong className="block text-base">{check.title}</strong>
              {check.body}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">{checks.readMore}</p>
      </section>

      <ListingCollection definition={definition} heading={listingsHeading} />
    </div>
  );
}
