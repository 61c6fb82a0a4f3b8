import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { headingId } from "@shared/content/heading-id";
import type { ContentSection } from "@/content/types";

function Links({ sections, lang }: { sections: ContentSection[]; lang?: "en" }) {
  return (
    <ol className="mt-3 space-y-2 text-sm" lang={lang} dir={lang && "ltr"}>
      {sections.map((section) => (
        <li key={section.heading}>
          <a
            href={`#${headingId(section.heading)}`}
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
 * `lang` is the headings' language when it is not the page's (an English text under /ar).
 */
export function TableOfContents({ sections, lang }: { sections: ContentSection[]; lang?: "en" }) {
  const { t } = useLingui();
  if (sections.length < 2) return null;
  return (
    <>
      <details className="group rounded-xl border bg-muted/40 p-4 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <Trans>On this page</Trans>
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <nav aria-label={t`On this page`}>
          <Links sections={sections} lang={lang} />
        </nav>
      </details>
      <nav aria-labelledby="toc-heading" className="hidden rounded-xl border bg-muted/40 p-4 lg:block">
        <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          <Trans>On this page</Trans>
        </h2>
        <Links sections={sections} lang={lang} />
      </nav>
    </>
  );
}
