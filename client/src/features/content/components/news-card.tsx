import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "wouter";
import type { NewsArticleSummary } from "@/content/types";
import { formatCalendarDay, formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";

/** "4 min read"; in Arabic one of six forms ("قراءة دقيقتين", "قراءة 4 دقائق"). */
export function ReadingTime({ minutes }: { minutes: number }) {
  const { t } = useLingui();
  const shown = formatCount(minutes, useFormatLocale());
  return t`${plural(minutes, { one: `${shown} min read`, other: `${shown} min read` })}`;
}

/**
 * A news teaser: category, title (the link), description, date, author and reading time. News is written
 * in English only: on a page of another language the article's own words carry lang="en" (and read left
 * to right), the date and reading time are in the page's language.
 */
export function NewsCard({
  article,
  headingLevel = 2,
}: {
  article: NewsArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const formatLocale = useFormatLocale();
  const english = useLocale() === "en" ? {} : ({ lang: "en", dir: "ltr" } as const);
  // Named by its title, so a screen reader's list of articles is not "article, article, …".
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition hover:shadow-md"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-primary" {...english}>
        {article.category}
      </p>
      <Heading id={titleId} className="mt-2 text-lg font-semibold leading-snug" {...english}>
        <Link
          href={`/news/${article.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:underline focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground" {...english}>
        {article.description}
      </p>
      <p className="mt-4 text-xs text-muted-foreground">
        <time dateTime={article.published}>{formatCalendarDay(article.published, "long", formatLocale)}</time>
        <span aria-hidden="true"> · </span>
        <span {...english}>{article.author.name}</span>
        <span aria-hidden="true"> · </span>
        <ReadingTime minutes={article.readingMinutes} />
      </p>
    </article>
  );
}
