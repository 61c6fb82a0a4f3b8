import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { GuideSummary } from "@/content/guides";

/** Cards linking to guides: a hub's own guides, or the other guides of a page's family. */
export function GuideList({ guides, headingLevel = 3 }: { guides: GuideSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Each card is named by its title, so a screen reader's list of articles is not "article, article, …".
  const listId = useId();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {guides.map((guide, index) => (
        <li key={guide.path}>
          <article
            aria-labelledby={`${listId}-${index}`}
            className="group relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition hover:shadow-md"
          >
            <Heading id={`${listId}-${index}`} className="font-semibold leading-snug">
              <Link
                href={guide.path}
                className="after:absolute after:inset-0 after:rounded-xl group-hover:underline focus-visible:outline-none"
              >
                {guide.title}
              </Link>
            </Heading>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{guide.description}</p>
            <span
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary"
              aria-hidden="true"
            >
              Read the guide <ArrowRight className="size-4 rtl:-scale-x-100" />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
