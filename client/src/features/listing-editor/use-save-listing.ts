import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import { useLocation } from "wouter";
import type { Listing } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { useLocale } from "@/lib/i18n";
import { dashboardKeys, editorKeys, listingKeys } from "@/lib/query-keys";
import { saveListing } from "./api/listing-editor-api";
import { stepOfField, type ListingFormOutput, type ListingFormValues } from "./listing-form";

/** The status a save gives the listing; "unchanged" keeps a live listing's status as it is. */
export type SaveAs = "draft" | "published" | "unchanged";

/** A key for one attempt at creating a listing (RFC 4122 v4 where the browser has it). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

interface SaveListingOptions {
  listing: Listing | undefined;
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  goTo: (step: number) => void;
  /** Removes the new listing's draft once the listing exists. */
  discardDraft: () => Promise<unknown>;
  onSaved: () => void;
}

/**
 * Saves the listing (PATCH when editing, POST when creating), then goes to the dashboard; the server's
 * field errors land on their fields, and the first step holding one opens.
 */
export function useSaveListing({ listing, form, goTo, discardDraft, onSaved }: SaveListingOptions) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const locale = useLocale();
  const [, navigate] = useLocation();
  /** The Idempotency-Key of the latest attempt and the body it was sent with: a retry reuses it. */
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);

  return useMutation({
    mutationFn: ({ values, saveAs }: { values: ListingFormOutput; saveAs: SaveAs }) => {
      const body = saveAs === "unchanged" ? values : { ...values, status: saveAs };
      if (listing) return saveListing(listing.id, body);
      // One key per attempt: the same body again (a retry after a lost answer) is the same attempt.
      const json = JSON.stringify(body);
      if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
      return saveListing(undefined, body, attempt.current.key);
    },
    onSuccess: async (saved, { saveAs }) => {
      attempt.current = undefined;
      onSaved();
      // The listing exists now: its draft goes (a failure here leaves a draft the owner can discard).
      if (!listing) await discardDraft().catch(() => undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.allListings }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
      queryClient.removeQueries({ queryKey: editorKeys.allListings });
      const title = listingText(saved, locale).title;
      toast(
        listing && saveAs === "unchanged"
          ? { title: t`Changes saved`, description: title }
          : saved.status === "published"
            ? {
                title: t`Listing published`,
                description: t`${title} is live. Confirm it is still available at least every 30 days to keep it in search.`,
              }
            : {
                title: t`Draft saved`,
                description: t`${title} is saved as a draft; publish it when it is ready.`,
              },
      );
      navigate("/dashboard");
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length) {
        const steps: number[] = [];
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const at = stepOfField(field);
          if (at < 0 || !messages.length) continue;
          form.setError(field.split(".")[0] as Path<ListingFormValues>, {
            type: "server",
            message: messages[0],
          });
          steps.push(at);
        }
        if (steps.length) {
          goTo(Math.min(...steps));
          toast({
            title: t`Check the highlighted fields`,
            description: error.body?.message,
            variant: "destructive",
          });
          return;
        }
      }
      toast({ title: t`The listing was not saved`, description: errorText(error), variant: "destructive" });
    },
  });
}
