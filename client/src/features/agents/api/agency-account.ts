import { queryOptions } from "@tanstack/react-query";
import type { AgencyProfile, ApiKey, CreatedApiKey, FeedRun, FeedState, MyAgency } from "@shared/agency";
import type { ListingSummary } from "@shared/listing";
import { PHOTO_FIELD, type UploadedPhoto } from "@shared/media";
import type { ReplyTime } from "@shared/agency";
import { apiFetchFor, apiRequest, getPage, throwIfResNotOk, withQuery } from "@/lib/api-client";

/** Query keys of the agency account (dashboard) and the public agency profiles. */
export const agencyKeys = {
  mine: ["/api/agency"] as const,
  keys: ["/api/agency/keys"] as const,
  feed: ["/api/agency/feed"] as const,
  profile: (id: number) => ["/api/agencies", id, "profile"] as const,
  listings: (id: number, page: number, limit: number) =>
    ["/api/agencies", id, "listings", { page, limit }] as const,
  agentReplyTime: (id: number) => ["/api/agents", id, "reply-time"] as const,
};

/** The signed-in user's agency, or null when they are in none. */
export function myAgencyQueryOptions() {
  return queryOptions({
    queryKey: agencyKeys.mine,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/agency", { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as MyAgency;
    },
  });
}

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: agencyKeys.keys,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/agency/keys", { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as ApiKey[];
    },
  });
}

export function feedQueryOptions() {
  return queryOptions({
    queryKey: agencyKeys.feed,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/agency/feed", { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as FeedState;
    },
  });
}

export async function createAgency(input: {
  name: string;
  emirate: string;
  orn: string | null;
}): Promise<MyAgency> {
  return (await apiRequest("POST", "/api/agencies", input)).json();
}

export async function addMember(input: { email: string; role: "admin" | "agent" }): Promise<MyAgency> {
  return (await apiRequest("POST", "/api/agency/members", input)).json();
}

export async function removeMember(userId: number): Promise<MyAgency> {
  return (await apiRequest("DELETE", `/api/agency/members/${userId}`)).json();
}

/** An agent profile as the dashboard's form sends it, whole. */
export interface AgentBody {
  name: string;
  brn: string | null;
  languages: string[];
  areas: string[];
  userId: number | null;
  photoUrl: string | null;
}

export async function addAgent(input: AgentBody): Promise<{ id: number }> {
  return (await apiRequest("POST", "/api/agency/agents", input)).json();
}

/** Saves an agent's profile (PATCH with every field of the form: nothing is left to a default). */
export async function updateAgent(id: number, input: AgentBody): Promise<{ id: number }> {
  return (await apiRequest("PATCH", `/api/agency/agents/${id}`, input)).json();
}

/**
 * Uploads an agent's photo as the listing editor uploads a listing's (POST /api/uploads, the file in
 * PHOTO_FIELD); the answer's `url` is what an agent's `photoUrl` takes. Throws ApiRequestError on a refusal.
 */
export async function uploadAgentPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file, file.name);
  const res = await apiFetchFor(undefined)("/api/uploads", {
    method: "POST",
    headers: { Accept: "application/json" },
    body: form,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as UploadedPhoto;
}

export async function createApiKey(name: string): Promise<CreatedApiKey> {
  return (await apiRequest("POST", "/api/agency/keys", { name })).json();
}

export async function revokeApiKey(id: number): Promise<ApiKey> {
  return (await apiRequest("DELETE", `/api/agency/keys/${id}`)).json();
}

export async function saveFeed(input: { url: string; format: "xml" | "json" }): Promise<FeedState> {
  return (await apiRequest("PUT", "/api/agency/feed", { ...input, intervalMinutes: 60 })).json();
}

export async function runFeed(): Promise<FeedRun> {
  return (await apiRequest("POST", "/api/agency/feed/run")).json();
}

export async function uploadFeed(input: { format: "xml" | "json"; content: string }): Promise<FeedRun> {
  return (await apiRequest("POST", "/api/agency/feed/upload", input)).json();
}

/** A public agency profile, or null when there is no such agency on this site. */
export function agencyProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: agencyKeys.profile(id),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)(`/api/agencies/${id}`, { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as AgencyProfile;
    },
  });
}

export function agencyListingsQueryOptions(id: number, page: number, limit: number) {
  return queryOptions({
    queryKey: agencyKeys.listings(id, page, limit),
    queryFn: ({ client, signal }) =>
      getPage<ListingSummary>(
        withQuery(`/api/agencies/${id}/listings`, { page, limit }),
        apiFetchFor(client),
        signal,
      ),
  });
}

export function agentReplyTimeQueryOptions(id: number) {
  return queryOptions({
    queryKey: agencyKeys.agentReplyTime(id),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)(`/api/agents/${id}/reply-time`, { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as ReplyTime;
    },
  });
}
