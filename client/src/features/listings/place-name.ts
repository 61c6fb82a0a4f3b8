import { useLingui } from "@lingui/react/macro";
import { emirateName } from "@shared/localised-names";
import { useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";

/**
 * The place the site covers, as the search pages name it in a sentence: "the UAE" ("الإمارات") on the
 * UAE-wide site, "Dubai" ("دبي") on the Dubai ones.
 */
export function usePlaceName(): string {
  const { t } = useLingui();
  const locale = useLocale();
  return useSite().scope === "Dubai" ? emirateName("Dubai", locale) : t`the UAE`;
}
