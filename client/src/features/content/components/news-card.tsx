import { useId } from "react";
import { Link } from "wouter";
import type { NewsArticleSummary } from "@/content/types";
import { formatCalendarDay } from "@shared/format";

/** A news teaser: category, title (the link), description, date, author and reading time. */
export function NewsCard({
  article,
  headingLevel = 2,
}: {
  article: NewsArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Named by its title, so a screen reader's list of articles is not "article, article, …".
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition hover:shadow-md"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{article.category}</p>
      <Heading id={titleId} className="mt-2 text-lg font-semibold leading-snug">
        <Link
          href={`/news/${article.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:underline focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{article.description}</p>
      <p className="mt-4 text-xs text-muted-foreground">
        <time dateTime={article.published}>{formatCalendarDay(article.published)}</time>
        <span aria-hidden="true"> · </span>
        {article.author.name}
        <span aria-hidden="true"> · </span>
        {article.readingMinutes} min read
      </p>
    </article>
  );
}
