import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { AGENT_LANGUAGES } from "@shared/agent";
import { ALL, isNoFilter, withAll } from "@shared/listing-options";
import type { LocationInfo } from "@shared/locations";
import { locationName } from "@shared/localised-names";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useLocale } from "@/lib/i18n";
import type { AgentFilters } from "../lib/agent-filters";
import { languageName } from "../lib/agent-text";

/** Name, area and language; applied on submit. The page keys it by the URL so links refill it. */
export function AgentSearchForm({
  filters,
  locations,
  onSearch,
}: {
  filters: AgentFilters;
  /** The areas this site covers. */
  locations: readonly LocationInfo[];
  onSearch: (filters: Pick<AgentFilters, "search" | "area" | "language">) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [search, setSearch] = useState(filters.search ?? "");
  const [area, setArea] = useState<string>(filters.area ?? ALL);
  const [language, setLanguage] = useState<string>(filters.language ?? ALL);
  // A shared link may name a language outside the usual list, or an area another site covers; keep them
  // selectable, so the select shows what the search is for.
  const languages: string[] = [...AGENT_LANGUAGES];
  if (filters.language && !languages.some((l) => l.toLowerCase() === filters.language!.toLowerCase()))
    languages.push(filters.language);
  const areas = locations.map((location) => location.name);
  if (filters.area && !areas.includes(filters.area)) areas.push(filters.area);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      search: search.trim() || undefined,
      area: isNoFilter(area) ? undefined : area,
      language: isNoFilter(language) ? undefined : language,
    });
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t`Search agents`}
      className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="space-y-1.5">
        <Label htmlFor="agent-search">
          <Trans>Agent or agency name</Trans>
        </Label>
        <Input
          id="agent-search"
          type="search"
          value={search}
          dir="auto"
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="agent-area">
          <Trans>Area</Trans>
        </Label>
        <NativeSelect
          id="agent-area"
          value={area}
          options={withAll(
            t`Any area`,
            areas.map((name) => ({ value: name, label: locationName(name, locale) })),
          )}
          onValueChange={setArea}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="agent-language">
          <Trans>Language</Trans>
        </Label>
        <NativeSelect
          id="agent-language"
          // "english" from a link is English in the list; the search still sends it as the link had it.
          value={languages.find((name) => name.toLowerCase() === language.toLowerCase()) ?? language}
          options={withAll(
            t`Any language`,
            languages.map((name) => ({ value: name, label: languageName(name, i18n) ?? name })),
          )}
          onValueChange={setLanguage}
        />
      </div>
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        <Search aria-hidden="true" />
        <Trans>Find agents</Trans>
      </Button>
    </form>
  );
}
