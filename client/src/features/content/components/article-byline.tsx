import type { NewsArticleSummary } from "@/content/types";
import { formatCalendarDay } from "@shared/format";

/** Who wrote the article and when: published, updated (when later) and reading time. */
export function ArticleByline({ article, updated }: { article: NewsArticleSummary; updated: string }) {
  const separated = "sm:before:me-3 sm:before:content-['·']";
  return (
    <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-3">
      <li>
        By <span className="font-medium text-foreground">{article.author.name}</span>, {article.author.role}
      </li>
      <li className={separated}>
        Published <time dateTime={article.published}>{formatCalendarDay(article.published)}</time>
        {updated > article.published && (
          <>
            {", updated "}
            <time dateTime={updated}>{formatCalendarDay(updated)}</time>
          </>
        )}
      </li>
      <li className={separated}>{article.readingMinutes} min read</li>
    </ul>
  );
}
