import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { DEFAULT_SITES } from "@shared/site";
import { useLocalisedPath } from "@/lib/i18n";

/**
 * The UAE-wide site's public address. The browser only knows its own site, so the link uses the default
 * base URL from shared/site.ts (operators who move the UAE site change it there).
 */
export const UAE_SITE_BASE_URL = DEFAULT_SITES.uae.baseUrl;

/**
 * A Dubai-only site's pages for other emirates: say so, and send the visitor to the UAE-wide site, in the
 * page's language. `placeName` is already in that language.
 */
export function DubaiOnlyNotice({
  siteName,
  placeName,
  path,
}: {
  siteName: string;
  placeName: string;
  path: string;
}) {
  const uaeSiteName = DEFAULT_SITES.uae.siteName;
  const href = `${UAE_SITE_BASE_URL}${useLocalisedPath(path)}`;
  return (
    <aside
      className="flex gap-3 rounded-lg border border-accent bg-accent/10 p-4"
      aria-labelledby="dubai-only-title"
      data-testid="dubai-only-notice"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-accent-foreground" aria-hidden="true" />
      <div>
        <p id="dubai-only-title" className="font-semibold">
          <Trans>{siteName} covers Dubai only</Trans>
        </p>
        <p className="mt-1 text-sm">
          <Trans>
            Listings, prices and agents for {placeName} are on our UAE-wide site.{" "}
            <a href={href} className="font-medium text-primary underline underline-offset-2">
              See {placeName} on {uaeSiteName}
            </a>
            .
          </Trans>
        </p>
      </div>
    </aside>
  );
}
