import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatCalendarDay } from "@shared/format";
import type { ContentBody } from "@shared/content/types";
import { useFormatLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { RichText } from "./content/rich-text";

/**
 * The top of an emirate or area guide: an optional line above the title, the title, intro and its date.
 * `lang` is the guide's language when it is not the page's (an English guide under /ar): the title and
 * intro carry it, the line above and the date stay in the page's language.
 */
export function PlaceGuideHeader({
  eyebrow,
  title,
  body,
  lang,
}: {
  eyebrow?: ReactNode;
  title: string;
  body: ContentBody;
  lang?: "en";
}) {
  const formatLocale = useFormatLocale();
  const text = lang ? ({ lang, dir: "ltr" } as const) : {};
  return (
    <header className="mt-4 max-w-3xl">
      {eyebrow && <p className="text-sm font-medium text-primary">{eyebrow}</p>}
      <h1
        className={cn(eyebrow && "mt-1", "text-3xl font-bold tracking-tight text-balance sm:text-4xl")}
        {...text}
      >
        {title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground" {...text}>
        <RichText text={body.intro} />
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        <Trans>
          Guide last checked{" "}
          <time dateTime={body.updated}>{formatCalendarDay(body.updated, "long", formatLocale)}</time>
        </Trans>
      </p>
    </header>
  );
}
