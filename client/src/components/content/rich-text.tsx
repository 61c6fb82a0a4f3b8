import { Fragment } from "react";
import { Link } from "wouter";
import type { RichText as Runs } from "@shared/content/types";

export { plainText } from "@shared/content/types";

/** Inline text of the editorial content, parsed at build time: plain runs, bold and internal links. */
export function RichText({ text }: { text: Runs }) {
  return (
    <Fragment>
      {text.map((run, i) =>
        typeof run === "string" ? (
          run
        ) : "strong" in run ? (
          <strong key={i}>{run.strong}</strong>
        ) : (
          <Link key={i} href={run.link} className="font-medium text-primary underline underline-offset-2">
            {run.text}
          </Link>
        ),
      )}
    </Fragment>
  );
}
