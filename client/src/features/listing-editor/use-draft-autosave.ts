import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ListingDraft, ListingDraftInput, ListingDraftValues } from "@shared/listing-draft";
import { editorKeys } from "@/lib/query-keys";
import { deleteListingDraft, putListingDraft } from "./api/listing-editor-api";
import type { ListingFormOutput, ListingFormValues } from "./listing-form";

/**
 * How long after the last change the draft is saved: typing a sentence sends one request, not one per key,
 * and a refresh a second later still finds everything (docs/product.md §Lifecycle: the editor's work in
 * progress is saved on the server while the owner types).
 */
export const DRAFT_SAVE_DELAY_MS = 1000;

export type DraftStatus = "idle" | "saving" | "saved" | "failed";

/** The form's values as a draft: what is not filled in yet (undefined) is left out. */
function draftValuesOf(values: ListingFormValues): ListingDraftValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as ListingDraftValues;
}

interface DraftAutosave {
  status: DraftStatus;
  /** A change not yet stored on the server (waiting, being sent, or refused). */
  unsaved: boolean;
  /** Stops saving and deletes the server's draft, after any save still on its way. */
  discard(): Promise<void>;
}

/**
 * Saves the create-listing form as the signed-in user's draft: DRAFT_SAVE_DELAY_MS after the last change,
 * at once when the step changes, and on the way out (leaving the editor, closing or reloading the page)
 * with a request that outlives the page. Saves go one after another, so an older one never lands last.
 */
export function useDraftAutosave(
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>,
  step: number,
  { enabled, hadDraft }: { enabled: boolean; hadDraft: boolean },
): DraftAutosave {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DraftStatus>("idle");
  const [unsaved, setUnsaved] = useState(false);
  const changed = useRef(false);
  const closed = useRef(!enabled);
  const hasDraft = useRef(hadDraft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const stepNow = useRef(step);

  const draftNow = useCallback(
    (): ListingDraftInput => ({ values: draftValuesOf(form.getValues()), step: stepNow.current }),
    [form],
  );

  const saveSoon = useCallback(() => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(async () => {
      if (closed.current || !changed.current) return;
      changed.current = false;
      hasDraft.current = true;
      setStatus("saving");
      try {
        await putListingDraft(draftNow());
        if (!changed.current) {
          setStatus("saved");
          setUnsaved(false);
        }
      } catch {
        changed.current = true;
        setStatus("failed");
      }
    });
  }, [draftNow]);

  const markChanged = useCallback(() => {
    if (closed.current) return;
    changed.current = true;
    setUnsaved(true);
  }, []);

  // Every change of a value: saved once the owner pauses.
  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch(() => {
      markChanged();
      clearTimeout(timer.current);
      timer.current = setTimeout(saveSoon, DRAFT_SAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [enabled, form, markChanged, saveSoon]);

  // A new step: saved at once (where the owner is counts as much as what they typed).
  useEffect(() => {
    if (!enabled || stepNow.current === step) return;
    stepNow.current = step;
    markChanged();
    saveSoon();
  }, [enabled, step, markChanged, saveSoon]);

  // On the way out, what is not saved yet goes in a request that outlives the page; the next visit to the
  // editor in this tab starts from it without asking the server again.
  useEffect(() => {
    if (!enabled) return;
    const saveOnLeaving = () => {
      clearTimeout(timer.current);
      if (closed.current || !hasDraft.current) return;
      const draft = draftNow();
      if (changed.current) {
        changed.current = false;
        putListingDraft(draft, { keepalive: true }).catch(() => undefined);
      }
      const cached: ListingDraft = { ...draft, updatedAt: new Date().toISOString() };
      queryClient.setQueryData(editorKeys.draft, cached);
    };
    window.addEventListener("pagehide", saveOnLeaving);
    return () => {
      window.removeEventListener("pagehide", saveOnLeaving);
      saveOnLeaving();
    };
  }, [enabled, draftNow, queryClient]);

  const discard = useCallback(async () => {
    closed.current = true;
    clearTimeout(timer.current);
    changed.current = false;
    setUnsaved(false);
    await queue.current;
    await deleteListingDraft();
    hasDraft.current = false;
    queryClient.setQueryData(editorKeys.draft, null);
  }, [queryClient]);

  return { status, unsaved, discard };
}
