import { Trans } from "@lingui/react/macro";
import { Check, MapPin } from "lucide-react";

/**
 * The short facts of an emirate or area guide, and who the area suits. `lang` is the facts' language when
 * it is not the page's (an English guide under /ar): the headings stay in the page's language.
 */
export function GuideFacts({
  highlights,
  suits,
  lang,
}: {
  highlights: string[];
  suits?: string[];
  lang?: "en";
}) {
  const text = lang ? ({ lang, dir: "ltr" } as const) : {};
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="key-facts" className="rounded-lg border bg-card p-4">
        <h2 id="key-facts" className="text-base font-semibold">
          <Trans>Key facts</Trans>
        </h2>
        <ul className="mt-2 space-y-1.5 text-sm" {...text}>
          {highlights.map((fact) => (
            <li key={fact} className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{fact}</span>
            </li>
          ))}
        </ul>
      </section>
      {suits && suits.length > 0 && (
        <section aria-labelledby="who-it-suits" className="rounded-lg border bg-card p-4">
          <h2 id="who-it-suits" className="text-base font-semibold">
            <Trans>Who it suits</Trans>
          </h2>
          <ul className="mt-2 space-y-1.5 text-sm" {...text}>
            {suits.map((who) => (
              <li key={who} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{who}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
