import { Link } from "wouter";
import { PageHeader } from "@/components/page-header";
import { EMIRATES, LOCATIONS, emirateSlug, type Emirate } from "@shared/locations";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { useLocationCounts } from "@/features/places/api/get-market";
import { AreaLinks } from "@/features/places/components/area-links";
import { UAE_SITE_BASE_URL } from "@/features/places/components/dubai-only-notice";
import { countOf as countText } from "@/lib/plural";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

/** /areas: every one of the 58 locations, grouped by emirate, with live listing counts. */
export default function AreasPage() {
  const site = useSite();
  const dubaiOnly = site.scope === "Dubai";
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Areas", path: "/areas" },
  ];
  usePageMeta({
    title: dubaiOnly ? "Dubai Areas: Guides and Live Listings" : "UAE Areas: Guides to All 58 Neighbourhoods",
    description: dubaiOnly
      ? "Guides to Dubai's 26 main residential areas, from Downtown and Dubai Marina to Arabian Ranches and Mirdif, with live listing counts and prices."
      : "Area guides for 58 neighbourhoods across the seven emirates, from Dubai Marina and Al Reem Island to Aljada and Al Hamra, with live listing counts.",
    keywords: ["UAE areas", "Dubai areas", "where to live in Dubai", "Abu Dhabi areas", "area guides"],
    path: "/areas",
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
  });
  const { data } = useLocationCounts();
  const countOf = new Map(data.map((area) => [area.location, area.listingCount]));
  const total = data.reduce((sum, area) => sum + area.listingCount, 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={dubaiOnly ? "Dubai areas" : "Areas across the UAE"}>
        {dubaiOnly
          ? `Guides to ${data.length} Dubai neighbourhoods: what each is like, how you get around, schools, who it suits and typical prices, with ${countText(total, "live listing")} between them.`
          : `Guides to ${LOCATIONS.length} neighbourhoods in all seven emirates: what each is like, how you get around, schools, who it suits and typical prices, with ${countText(total, "live listing")} between them.`}
      </PageHeader>
      <nav aria-label="Emirates" className="mt-6 flex flex-wrap gap-2">
        {EMIRATES.map((emirate) => (
          <a
            key={emirate}
            href={`#${emirateSlug(emirate)}-areas`}
            className="rounded-full border px-3 py-1 text-sm font-medium hover:bg-muted"
          >
            {emirate}
          </a>
        ))}
      </nav>
      {EMIRATES.map((emirate: Emirate) => {
        const inScope = !dubaiOnly || emirate === "Dubai";
        const areas = LOCATIONS.filter((l) => l.emirate === emirate).map((l) => ({
          location: l.name,
          slug: l.slug,
          listingCount: inScope ? (countOf.get(l.name) ?? 0) : undefined,
        }));
        return (
          <section
            key={emirate}
            id={`${emirateSlug(emirate)}-areas`}
            aria-labelledby={`${emirateSlug(emirate)}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`${emirateSlug(emirate)}-heading`} className="text-2xl font-semibold">
                {emirate}
              </h2>
              {inScope ? (
                <Link
                  href={`/${emirateSlug(emirate)}`}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {emirate} guide and market figures
                </Link>
              ) : (
                <a
                  href={`${UAE_SITE_BASE_URL}/${emirateSlug(emirate)}`}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {emirate} on our UAE-wide site
                </a>
              )}
            </div>
            <AreaLinks areas={areas} external={inScope ? undefined : UAE_SITE_BASE_URL} />
          </section>
        );
      })}
    </div>
  );
}
