import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { newsArticles } from "@/content/news";
import { formatCalendarDay, formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";

/**
 * The three newest articles. News is written in English only: on a page in another language the
 * article's own words carry `lang="en"` (and read left to right), the frame around them is translated.
 */
export function NewsTeasers() {
  const { t } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const english = locale === "en" ? {} : ({ lang: "en", dir: "ltr" } as const);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {newsArticles.slice(0, 3).map((article) => {
        const minutes = formatCount(article.readingMinutes, formatLocale);
        return (
          <li
            key={article.slug}
            className="relative flex flex-col rounded-xl border bg-card p-5 shadow-sm hover:shadow-md"
          >
            <p className="text-xs font-medium uppercase tracking-wide text-primary" {...english}>
              {article.category}
            </p>
            <h3 className="mt-2 font-semibold leading-snug" {...english}>
              <Link href={`/news/${article.slug}`} className="after:absolute after:inset-0">
                {article.title}
              </Link>
            </h3>
            <p className="mt-2 line-clamp-3 text-sm text-muted-foreground" {...english}>
              {article.description}
            </p>
            <p className="mt-auto pt-4 text-xs text-muted-foreground">
              <time dateTime={article.published}>
                {formatCalendarDay(article.published, "long", formatLocale)}
              </time>{" "}
              ·{" "}
              {t`${plural(article.readingMinutes, { one: `${minutes} min read`, other: `${minutes} min read` })}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
