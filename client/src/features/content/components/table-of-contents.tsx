import { ChevronDown } from "lucide-react";
import { slugify } from "@shared/locations";
import type { ContentSection } from "@/content/types";

function Links({ sections }: { sections: ContentSection[] }) {
  return (
    <ol className="mt-3 space-y-2 text-sm">
      {sections.map((section) => (
        <li key={section.heading}>
          <a
            href={`#section-${slugify(section.heading)}`}
            className="block leading-snug text-foreground hover:text-primary hover:underline"
          >
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Links to the body's section headings (ContentBody gives each the id "section-{slug}"): folded away on a
 * phone, where it would push the text down a screen, and a sticky list beside the text on a wide screen.
 */
export function TableOfContents({ sections }: { sections: ContentSection[] }) {
  if (sections.length < 2) return null;
  return (
    <>
      <details className="group rounded-xl border bg-muted/40 p-4 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden">
          On this page
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <nav aria-label="On this page">
          <Links sections={sections} />
        </nav>
      </details>
      <nav aria-labelledby="toc-heading" className="hidden rounded-xl border bg-muted/40 p-4 lg:block">
        <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          On this page
        </h2>
        <Links sections={sections} />
      </nav>
    </>
  );
}
