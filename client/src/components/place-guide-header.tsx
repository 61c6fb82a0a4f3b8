import type { ReactNode } from "react";
import { formatCalendarDay } from "@shared/format";
import type { ContentBody } from "@shared/content/types";
import { cn } from "@/lib/utils";
import { RichText } from "./content/rich-text";

/** The top of an emirate or area guide: an optional line above the title, the title, intro and its date. */
export function PlaceGuideHeader({
  eyebrow,
  title,
  body,
}: {
  eyebrow?: ReactNode;
  title: string;
  body: ContentBody;
}) {
  return (
    <header className="mt-4 max-w-3xl">
      {eyebrow && <p className="text-sm font-medium text-primary">{eyebrow}</p>}
      <h1 className={cn(eyebrow && "mt-1", "text-3xl font-bold tracking-tight text-balance sm:text-4xl")}>
        {title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        <RichText text={body.intro} />
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        Guide last checked {formatCalendarDay(body.updated)}
      </p>
    </header>
  );
}
