import { useLingui } from "@lingui/react/macro";
import { emirateName, locationName } from "@shared/localised-names";
import { useLocale } from "@/lib/i18n";
import type { NavLink } from "./navigation";

/** A menu link's text in the page's language: its message, or the place's name ("Al Majaz, Sharjah"). */
export function useNavLabel(): (link: NavLink) => string {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (link) => {
    if (link.label) return i18n._(link.label);
    const place = link.location ? locationName(link.location, locale) : "";
    const emirate = link.emirate ? emirateName(link.emirate, locale) : "";
    return [place, emirate].filter(Boolean).join(locale === "ar" ? "، " : ", ");
  };
}
