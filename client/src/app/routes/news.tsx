import { Trans, useLingui } from "@lingui/react/macro";
import { newsArticles } from "@/content/news";
import { PageHeader } from "@/components/page-header";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { EnglishOnlyNote } from "@/features/content/components/english-only-note";
import { NewsCard } from "@/features/content/components/news-card";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

/**
 * /news: the articles, newest first. They are written in English only, so under /ar the frame is
 * translated and the articles keep their English (with lang), with the note, the English canonical and
 * no Arabic alternate.
 */
export default function NewsIndexPage() {
  const site = useSite();
  const locale = useLocale();
  const { t } = useLingui();
  const englishOnly = locale !== "en";
  const crumbs: Crumb[] = [
    { name: t`Home`, path: "/" },
    { name: t`News`, path: "/news" },
  ];
  const articles = [...newsArticles].sort((a, b) => b.published.localeCompare(a.published));
  usePageMeta({
    title: t`UAE Property News and Market Analysis`,
    description: t`Property news and analysis for the UAE: monthly market updates, mortgage rates, Golden Visa rules, off-plan, renting in Dubai and Abu Dhabi's market.`,
    keywords: ["UAE property news", "Dubai property market", "Abu Dhabi property", "mortgage rates UAE"],
    path: "/news",
    languages: englishOnly ? ["en"] : undefined,
    jsonLd: [
      breadcrumbJsonLd(site, crumbs, locale),
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
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={t`Property news and analysis`}>
        <Trans>
          Market updates, rules and money matters for people buying, selling and renting in the UAE, written
          by our editorial team from public sources such as the Dubai Land Department, the Abu Dhabi Real
          Estate Centre and the Central Bank of the UAE. Newest first.
        </Trans>
      </PageHeader>
      {englishOnly && <EnglishOnlyNote className="mt-6 max-w-3xl" />}
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
