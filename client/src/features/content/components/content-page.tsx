import type { ReactNode } from "react";
import { ContentBody } from "@/components/content/content-body";
import { RichText } from "@/components/content/rich-text";
import type { ContentBody as Body } from "@/content/types";
import type { Crumb } from "../json-ld";
import { Breadcrumbs } from "./breadcrumbs";
import { EnglishOnlyNote } from "./english-only-note";
import { TableOfContents } from "./table-of-contents";

/**
 * The frame of a written page: breadcrumbs, the one h1, the intro and a line of facts (byline, last
 * checked), then the body beside its table of contents (above it on a phone), then what follows the body.
 * A text shown in English on a page of another language (`lang`) gets the note that says so under the
 * breadcrumbs, and its own lang and direction; the frame (breadcrumbs, line of facts, contents heading,
 * what follows) stays in the page's language.
 */
export function ContentPage({
  crumbs,
  title,
  body,
  meta,
  children,
  afterBody,
  renderBody,
  lang,
}: {
  /** The text's language when it is not the page's (an English text under /ar): the frame stays translated. */
  lang?: "en";
  crumbs: Crumb[];
  title: string;
  body: Body;
  meta?: ReactNode;
  children?: ReactNode;
  /** Shown in the text column right after the body (a guide's calculator). */
  afterBody?: ReactNode;
  /** Replaces the standard body rendering (the FAQ page shows accordions). */
  renderBody?: (body: Body) => ReactNode;
}) {
  const text = lang ? ({ lang, dir: "ltr" } as const) : {};
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      {lang && <EnglishOnlyNote className="mt-4 max-w-3xl" />}
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl" {...text}>
          {title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground" {...text}>
          <RichText text={body.intro} />
        </p>
        {meta && <div className="mt-4 text-sm text-muted-foreground">{meta}</div>}
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        {/* Layout only: the table of contents inside is the landmark (a <nav> named "On this page"). */}
        <div className="lg:order-2">
          <div className="lg:sticky lg:top-24">
            <TableOfContents sections={body.sections} lang={lang} />
          </div>
        </div>
        <div className="min-w-0 max-w-3xl lg:order-1">
          <div {...text}>{renderBody ? renderBody(body) : <ContentBody body={body} />}</div>
          {afterBody}
        </div>
      </div>
      {children}
    </div>
  );
}
