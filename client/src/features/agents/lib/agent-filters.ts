import { findLocationBySlug, LOCATIONS } from "@shared/locations";

/** The agent search as kept in /find-agent's URL; `agent` opens one agent's panel with their listings. */
export interface AgentFilters {
  search?: string;
  /** A location's display name. */
  area?: string;
  language?: string;
  agency?: number;
  page: number;
  agent?: number;
  /** Page of the open agent's listings. */
  listingsPage: number;
}

const positiveInt = (value: string | null, max = 2_147_483_647) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** Reads the filters, dropping what the API would refuse so a mistyped link still opens the page. */
export function readAgentFilters(search: string): AgentFilters {
  const params = new URLSearchParams(search);
  const area = params.get("area")?.trim();
  const location = area
    ? (LOCATIONS.find((l) => l.name === area) ?? findLocationBySlug(area.toLowerCase()))
    : undefined;
  const text = params.get("search")?.trim().slice(0, 100);
  const language = params.get("language")?.trim();
  return {
    search: text || undefined,
    area: location?.name,
    language: language && language.length >= 2 && language.length <= 40 ? language : undefined,
    agency: positiveInt(params.get("agency")),
    page: positiveInt(params.get("page"), 100_000) ?? 1,
    agent: positiveInt(params.get("agent")),
    listingsPage: positiveInt(params.get("listingsPage"), 100_000) ?? 1,
  };
}

export function writeAgentFilters(filters: AgentFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.area) params.set("area", filters.area);
  if (filters.language) params.set("language", filters.language);
  if (filters.agency) params.set("agency", String(filters.agency));
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.agent) params.set("agent", String(filters.agent));
  if (filters.agent && filters.listingsPage > 1) params.set("listingsPage", String(filters.listingsPage));
  return params.toString();
}
