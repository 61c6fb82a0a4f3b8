import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ApiError } from "@shared/api";
import type { Listing } from "@shared/listing";
import type { ListingDraft, ListingDraftInput } from "@shared/listing-draft";
import { PHOTO_FIELD, type UploadedPhoto } from "@shared/media";
import { apiFetchFor, apiRequest, ApiRequestError, pageLanguage, throwIfResNotOk } from "@/lib/api-client";
import { editorKeys } from "@/lib/query-keys";

/** The listing to edit (its owner gets it in any status), or null when it does not exist. */
export function getEditableListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: editorKeys.listing(id),
    queryFn: async ({ client, signal }): Promise<Listing | null> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}`, { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as Listing;
    },
  });
}

export function useEditableListing(id: number) {
  return useSuspenseQuery(getEditableListingQueryOptions(id));
}

const DRAFT_URL = "/api/my/listing-draft";

/** The signed-in user's create-listing draft, or null when none is saved. */
export function getListingDraftQueryOptions() {
  return queryOptions({
    queryKey: editorKeys.draft,
    queryFn: async ({ client, signal }): Promise<ListingDraft | null> => {
      const res = await apiFetchFor(client)(DRAFT_URL, { signal });
      if (res.status === 204) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as ListingDraft;
    },
  });
}

export function useListingDraft() {
  return useSuspenseQuery(getListingDraftQueryOptions());
}

/**
 * Replaces the server's draft. `keepalive` lets the request finish after the page is gone (a save sent
 * while the visitor leaves).
 */
export async function putListingDraft(
  draft: ListingDraftInput,
  { keepalive = false } = {},
): Promise<ListingDraft> {
  const res = await fetch(DRAFT_URL, {
    method: "PUT",
    credentials: "include",
    keepalive,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(draft),
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ListingDraft;
}

export async function deleteListingDraft(): Promise<void> {
  await apiRequest("DELETE", DRAFT_URL);
}

/**
 * POST creates (with an Idempotency-Key: a retry of the same attempt returns the first answer instead of
 * a second listing), PATCH changes an existing listing.
 */
export async function saveListing(
  id: number | undefined,
  body: unknown,
  idempotencyKey?: string,
): Promise<Listing> {
  if (id) return (await (await apiRequest("PATCH", `/api/properties/${id}`, body)).json()) as Listing;
  const res = await fetch("/api/properties", {
    method: "POST",
    credentials: "include",
    headers: {
      "Content-Type": "application/json",
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return (await res.json()) as Listing;
}

/**
 * Uploads one photo with XMLHttpRequest, the one browser API that reports upload progress. Rejects with
 * an ApiRequestError whose body message names the file and the reason (413, 415), or a plain Error when
 * the network failed.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", pageLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status text stands in.
      }
      if (xhr.status === 201) {
        onProgress(1);
        resolve(body as UploadedPhoto);
        return;
      }
      const error = body as ApiError | null;
      const message = error?.message ?? (xhr.statusText || "Upload failed");
      reject(new ApiRequestError(xhr.status, `${xhr.status}: ${message}`, error));
    };
    xhr.onerror = () =>
      reject(new Error(`${file.name} could not be uploaded: check your connection and try again`));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(PHOTO_FIELD, file, file.name);
    xhr.send(form);
  });
}
