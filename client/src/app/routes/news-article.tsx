import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "wouter";
import { useContentBody } from "@/components/content/use-content-body";
import { findNewsArticle, newsArticles } from "@/content/news";
import type { ContentEntry, NewsArticleSummary } from "@/content/types";
import { ArticleByline } from "@/features/content/components/article-byline";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { ContentPage } from "@/features/content/components/content-page";
import { NewsCard } from "@/features/content/components/news-card";
import { articleJsonLd, breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { useLocale } from "@/lib/i18n";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const newest = () => [...newsArticles].sort((a, b) => b.published.localeCompare(a.published));

/**
 * A news article. Articles are written in English only: under /ar the frame is translated, the text keeps
 * its English (with lang) under the note, with the English canonical and no Arabic alternate.
 */
function Article({ article }: { article: ContentEntry<NewsArticleSummary> }) {
  const site = useSite();
  const locale = useLocale();
  const { t } = useLingui();
  const englishOnly = locale !== "en";
  const body = useContentBody(article.load);
  const path = `/news/${article.slug}`;
  const crumbs: Crumb[] = [
    { name: t`Home`, path: "/" },
    { name: t`News`, path: "/news" },
    { name: article.title, path, lang: englishOnly ? "en" : undefined },
  ];
  usePageMeta({
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    path,
    type: "article",
    languages: englishOnly ? ["en"] : undefined,
    jsonLd: [
      articleJsonLd(site, article, { path, updated: body.updated }),
      breadcrumbJsonLd(site, crumbs, locale),
    ],
  });
  const more = newest()
    .filter((a) => a.slug !== article.slug)
    .slice(0, 3);
  return (
    <ContentPage
      crumbs={crumbs}
      title={article.title}
      body={body}
      lang={englishOnly ? "en" : undefined}
      meta={
        <>
          <p
            className="mb-2 text-xs font-semibold uppercase tracking-wide text-primary"
            lang={englishOnly ? "en" : undefined}
            dir={englishOnly ? "ltr" : undefined}
          >
            {article.category}
          </p>
          <ArticleByline article={article} updated={body.updated} />
        </>
      }
    >
      <section aria-labelledby="more-news" className="mt-14 border-t pt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="more-news" className="text-2xl font-semibold">
            <Trans>More news</Trans>
          </h2>
          <Link href="/news" className="text-sm font-medium text-primary hover:underline">
            <Trans>All news</Trans>
          </Link>
        </div>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {more.map((a) => (
            <li key={a.slug}>
              <NewsCard article={a} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}

/** Any other /news/{slug}: the generic post page, with nothing to show (docs/product.md §Pages). */
function ArticleNotAvailable() {
  const { t } = useLingui();
  const english = useLocale() === "en" ? {} : ({ lang: "en", dir: "ltr" } as const);
  useHttpStatus(404);
  usePageMeta({
    title: t`Article not available`,
    description: t`This news article is not available. Browse the latest UAE property news and analysis instead.`,
    noindex: true,
  });
  const latest = newest().slice(0, 4);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Breadcrumbs
        crumbs={[
          { name: t`Home`, path: "/" },
          { name: t`News`, path: "/news" },
          { name: t`Article not available`, path: "#" },
        ]}
      />
      <p className="mt-8 text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        <Trans>This article is not available</Trans>
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        <Trans>
          There is no article at this address. It may have been mistyped, or the link that brought you here is
          out of date.
        </Trans>
      </p>
      <Link
        href="/news"
        className="mt-6 inline-flex rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary/90"
      >
        <Trans>Browse all news</Trans>
      </Link>
      <section aria-labelledby="latest-news" className="mt-12">
        <h2 id="latest-news" className="text-xl font-semibold">
          <Trans>Latest articles</Trans>
        </h2>
        <ul className="mt-4 divide-y rounded-xl border">
          {latest.map((a) => (
            <li key={a.slug} className="p-4" {...english}>
              <Link href={`/news/${a.slug}`} className="font-medium text-primary hover:underline">
                {a.title}
              </Link>
              <p className="mt-1 text-sm text-muted-foreground">{a.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function NewsArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const article = findNewsArticle(slug);
  return article ? <Article key={article.slug} article={article} /> : <ArticleNotAvailable />;
}
