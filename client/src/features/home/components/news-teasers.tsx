import { Link } from "wouter";
import { newsArticles } from "@/content/news";
import { formatCalendarDay } from "@shared/format";

/** The three newest articles. */
export function NewsTeasers() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {newsArticles.slice(0, 3).map((article) => (
        <li
          key={article.slug}
          className="relative flex flex-col rounded-xl border bg-card p-5 shadow-sm hover:shadow-md"
        >
          <p className="text-xs font-medium uppercase tracking-wide text-primary">{article.category}</p>
          <h3 className="mt-2 font-semibold leading-snug">
            <Link href={`/news/${article.slug}`} className="after:absolute after:inset-0">
              {article.title}
            </Link>
          </h3>
          <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{article.description}</p>
          <p className="mt-auto pt-4 text-xs text-muted-foreground">
            <time dateTime={article.published}>{formatCalendarDay(article.published)}</time> ·{" "}
            {article.readingMinutes} min read
          </p>
        </li>
      ))}
    </ul>
  );
}
