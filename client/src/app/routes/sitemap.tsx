import { Link } from "wouter";
import { slugify } from "@shared/locations";
import { listSitePages, type SitePage } from "@/content/site-pages";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Sitemap", path: "/sitemap" },
];

function PageLinks({ pages }: { pages: SitePage[] }) {
  return (
    <ul className="space-y-1.5 text-sm">
      {pages.map((page) => (
        <li key={page.path}>
          <Link href={page.path} className="text-foreground hover:text-primary hover:underline">
            {page.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every page of the site for people (crawlers get /sitemap.xml from the same list). */
export default function SitemapPage() {
  const site = useSite();
  const groups = listSitePages(site.scope);
  usePageMeta({
    title: "Sitemap: Every Page",
    description: `Every page of ${site.siteName}: property search, emirates and areas, categories, news, buying, selling and renting guides, tools and company pages.`,
    keywords: ["sitemap", "site index", "property guides", "UAE areas"],
    path: "/sitemap",
    jsonLd: [breadcrumbJsonLd(site, CRUMBS)],
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Sitemap</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">
        Every page of {site.siteName}, grouped by what you are looking for.
        {site.scope === "Dubai" && " This site covers Dubai; the other emirates are on UAE Property Markets."}
      </p>
      <div className="mt-10 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section
            key={group.heading}
            aria-labelledby={`sitemap-${slugify(group.heading)}`}
            className={
              group.sections && group.sections.length > 1 ? "sm:col-span-2 lg:col-span-3" : undefined
            }
          >
            <h2 id={`sitemap-${slugify(group.heading)}`} className="mb-3 border-b pb-2 text-lg font-semibold">
              {group.heading}
            </h2>
            {group.pages.length > 0 && <PageLinks pages={group.pages} />}
            {group.sections && (
              <div className="mt-5 grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.sections.map((section) => (
                  <div key={section.heading}>
                    <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                      {section.heading}
                    </h3>
                    <PageLinks pages={section.pages} />
                  </div>
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
