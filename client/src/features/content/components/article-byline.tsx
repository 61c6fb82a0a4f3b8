import { Trans } from "@lingui/react/macro";
import type { NewsArticleSummary } from "@/content/types";
import { formatCalendarDay } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { ReadingTime } from "./news-card";

/**
 * Who wrote the article and when: published, updated (when later) and reading time. The author's name and
 * role are the article's own words (English, with lang on a page of another language).
 */
export function ArticleByline({ article, updated }: { article: NewsArticleSummary; updated: string }) {
  const formatLocale = useFormatLocale();
  const english = useLocale() === "en" ? {} : ({ lang: "en", dir: "ltr" } as const);
  const separated = "sm:before:me-3 sm:before:content-['·']";
  const author = (
    <span {...english}>
      <span className="font-medium text-foreground">{article.author.name}</span>, {article.author.role}
    </span>
  );
  const published = (
    <time dateTime={article.published}>{formatCalendarDay(article.published, "long", formatLocale)}</time>
  );
  const changed = <time dateTime={updated}>{formatCalendarDay(updated, "long", formatLocale)}</time>;
  return (
    <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-3">
      <li>
        <Trans>By {author}</Trans>
      </li>
      <li className={separated}>
        {updated > article.published ? (
          <Trans>
            Published {published}, updated {changed}
          </Trans>
        ) : (
          <Trans>Published {published}</Trans>
        )}
      </li>
      <li className={separated}>
        <ReadingTime minutes={article.readingMinutes} />
      </li>
    </ul>
  );
}
