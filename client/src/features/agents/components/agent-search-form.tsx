import { useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { AGENT_LANGUAGES } from "@shared/agent";
import type { LocationInfo } from "@shared/locations";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AgentFilters } from "../lib/agent-filters";

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
  const [search, setSearch] = useState(filters.search ?? "");
  const [area, setArea] = useState(filters.area ?? "all");
  const [language, setLanguage] = useState(filters.language ?? "all");
  // A shared link may name a language outside the usual list; keep it selectable.
  const languages: string[] = [...AGENT_LANGUAGES];
  if (filters.language && !languages.some((l) => l.toLowerCase() === filters.language!.toLowerCase()))
    languages.push(filters.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      search: search.trim() || undefined,
      area: area === "all" ? undefined : area,
      language: language === "all" ? undefined : language,
    });
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Search agents"
      className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="space-y-1.5">
        <Label htmlFor="agent-search">Agent or agency name</Label>
        <Input
          id="agent-search"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="agent-area">Area</Label>
        <Select value={area} onValueChange={setArea}>
          <SelectTrigger id="agent-area">
            <SelectValue>{area === "all" ? "Any area" : area}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">Any area</SelectItem>
            {locations.map((location) => (
              <SelectItem key={location.slug} value={location.name}>
                {location.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="agent-language">Language</Label>
        <Select value={language} onValueChange={setLanguage}>
          <SelectTrigger id="agent-language">
            <SelectValue>{language === "all" ? "Any language" : language}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">Any language</SelectItem>
            {languages.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        <Search aria-hidden="true" />
        Find agents
      </Button>
    </form>
  );
}
