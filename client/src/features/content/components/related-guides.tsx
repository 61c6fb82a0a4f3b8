import { Trans } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { findGuideIn, type GuideSummary } from "@/content/guides";
import { useLocale } from "@/lib/i18n";

/**
 * Cards linking to guides: a hub's own guides, or the other guides of a page's family. Each shows the
 * guide in the page's language when it is written in it; a guide in English only keeps its English title
 * and description (lang="en") and says so.
 */
export function GuideList({ guides, headingLevel = 3 }: { guides: GuideSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  // Each card is named by its title, so a screen reader's list of articles is not "article, article, …".
  const listId = useId();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {guides.map((english, index) => {
        const translated = locale === "en" ? english : findGuideIn(english.path, locale);
        const guide = translated ?? english;
        const text = translated ? {} : ({ lang: "en", dir: "ltr" } as const);
        return (
          <li key={guide.path}>
            <article
              aria-labelledby={`${listId}-${index}`}
              className="group relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition hover:shadow-md"
            >
              <Heading id={`${listId}-${index}`} className="font-semibold leading-snug" {...text}>
                <Link
                  href={guide.path}
                  className="after:absolute after:inset-0 after:rounded-xl group-hover:underline focus-visible:outline-none"
                >
                  {guide.title}
                </Link>
              </Heading>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground" {...text}>
                {guide.description}
              </p>
              <span className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="inline-flex items-center gap-1 font-medium text-primary" aria-hidden="true">
                  <Trans>Read the guide</Trans> <ArrowRight className="size-4 rtl:-scale-x-100" />
                </span>
                {!translated && (
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                    <Trans>In English</Trans>
                  </span>
                )}
              </span>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
