import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Listing } from "@shared/listing";
import type { ListingDraft } from "@shared/listing-draft";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { useDraftAutosave } from "../use-draft-autosave";
import { useLeaveWarning } from "../use-leave-warning";
import { useListingForm } from "../use-listing-form";
import { REVIEW_STEP, stepsWithErrors, useStepNavigation } from "../use-step-navigation";
import { useSubmitListing } from "../use-submit-listing";
import { DraftRestoredNotice } from "./draft-restored-notice";
import { DraftStatusLine, StepAnnouncement } from "./editor-status";
import { EditorStepSections } from "./editor-step-sections";
import { StepIndicator } from "./step-indicator";
import { StepNavigation } from "./step-navigation";

interface ListingEditorProps {
  /** The listing to edit; without one, the form creates a new listing and keeps a draft of it. */
  listing?: Listing;
  /** The signed-in user's saved draft, restored into a new listing's form. */
  draft?: ListingDraft | null;
  /** Called once the owner has discarded the restored draft (the page starts a fresh form). */
  onDraftDiscarded?: () => void;
}

/**
 * The stepped listing form: basics, location, details, photos, price and permit, review. Each step is
 * checked against the shared schema before the next opens; the server's field errors land on their step.
 * Editing an existing listing uses the same form (PATCH instead of POST).
 */
export function ListingEditor({ listing, draft, onDraftDiscarded }: ListingEditorProps) {
  const { t } = useLingui();
  const form = useListingForm(listing, draft);
  const formRef = useKeepTypedValues(form);
  const { step, reached, goTo, next, headingRefs } = useStepNavigation(form, {
    first: draft?.step ?? 0,
    reachedAtFirst: listing ? REVIEW_STEP : (draft?.step ?? 0),
  });
  const [uploading, setUploading] = useState(0);
  const [finished, setFinished] = useState(false);
  const creating = listing === undefined;
  const autosave = useDraftAutosave(form, step, { enabled: creating, hadDraft: Boolean(draft) });
  const { guard, pending } = useSubmitGuard();
  const unsaved = creating ? autosave.unsaved : form.formState.isDirty;
  useLeaveWarning(!finished && (unsaved || uploading > 0));
  const submit = guard(
    useSubmitListing({
      listing,
      form,
      goTo,
      uploading,
      discardDraft: autosave.discard,
      onSaved: () => setFinished(true),
    }),
  );

  const [restored, setRestored] = useState(Boolean(draft));
  const discardDraft = guard(async () => {
    if (!window.confirm(t`Discard this draft? What you entered, photos included, is removed.`)) return;
    try {
      await autosave.discard();
      setRestored(false);
      onDraftDiscarded?.();
    } catch (error) {
      const description = errorText(error);
      toast({ title: t`The draft was not discarded`, description, variant: "destructive" });
    }
  });

  return (
    <Form {...form}>
      <form
        method="post"
        ref={formRef}
        noValidate
        aria-label={t`Listing`}
        className="space-y-8"
        onSubmit={(event) => {
          // Enter in a text box moves on a step instead of saving half a listing.
          event.preventDefault();
          if (step < REVIEW_STEP) void next();
        }}
      >
        {restored && <DraftRestoredNotice disabled={pending} onDiscard={() => discardDraft()} />}
        <StepIndicator
          current={step}
          reached={reached}
          withErrors={stepsWithErrors(form.formState.errors)}
          onSelect={goTo}
        />
        <EditorStepSections
          step={step}
          headingRefs={headingRefs}
          goTo={goTo}
          onUploadingChange={setUploading}
        />
        <StepNavigation
          step={step}
          goTo={goTo}
          editingLive={listing !== undefined && listing.status !== "draft"}
          pending={pending}
          uploading={uploading}
          submit={submit}
        />
        {creating && <DraftStatusLine status={autosave.status} />}
        <StepAnnouncement step={step} />
      </form>
    </Form>
  );
}
