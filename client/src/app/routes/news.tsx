import { newsArticles } from "@/content/news";
import { PageHeader } from "@/components/page-header";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { NewsCard } from "@/features/content/components/news-card";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "News", path: "/news" },
];

export default function NewsIndexPage() {
  const site = useSite();
  const articles = [...newsArticles].sort((a, b) => b.published.localeCompare(a.published));
  usePageMeta({
    title: "UAE Property News and Market Analysis",
    description:
      "Property news and analysis for the UAE: monthly market updates, mortgage rates, Golden Visa rules, off-plan, renting in Dubai and Abu Dhabi's market.",
    keywords: ["UAE property news", "Dubai property market", "Abu Dhabi property", "mortgage rates UAE"],
    path: "/news",
    jsonLd: [
      breadcrumbJsonLd(site, CRUMBS),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: articles.map((a, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: `${site.baseUrl}/news/${a.slug}`,
          name: a.title,
        })),
      },
    ],
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <PageHeader title="Property news and analysis">
        Market updates, rules and money matters for people buying, selling and renting in the UAE, written by
        our editorial team from public sources such as the Dubai Land Department, the Abu Dhabi Real Estate
        Centre and the Central Bank of the UAE. Newest first.
      </PageHeader>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
    </div>
  );
}
