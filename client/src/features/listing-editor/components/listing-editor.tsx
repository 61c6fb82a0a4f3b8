import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorText } from "@/lib/error-text";
import { zodResolver } from "@/lib/zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import { useLocation } from "wouter";
import type { Listing } from "@shared/listing";
import { formatCount } from "@shared/format";
import { listingText } from "@shared/listing-text";
import { emirateName } from "@shared/localised-names";
import type { ListingDraft } from "@shared/listing-draft";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { dashboardKeys, editorKeys, listingKeys } from "@/lib/query-keys";
import { saveListing } from "../api/listing-editor-api";
import {
  EDITOR_STEPS,
  EMPTY_LISTING,
  emirateOf,
  listingFormSchema,
  permitNameFor,
  stepOfField,
  valuesFromListing,
  type ListingFormOutput,
  type ListingFormValues,
} from "../listing-form";
import { BasicsStep } from "./basics-step";
import { DetailsStep } from "./details-step";
import { LocationStep } from "./location-step";
import { PhotosStep } from "./photos-step";
import { PriceStep } from "./price-step";
import { permitText } from "../option-labels";
import { ReviewStep } from "./review-step";
import { StepIndicator } from "./step-indicator";
import { useDraftAutosave, type DraftStatus } from "../use-draft-autosave";
import { useLeaveWarning } from "../use-leave-warning";

const REVIEW_STEP = EDITOR_STEPS.length - 1;
const PRICE_STEP = EDITOR_STEPS.findIndex((step) => step.id === "price");

type SaveAs = "draft" | "published" | "unchanged";

const DRAFT_STATUS_TEXT: Record<Exclude<DraftStatus, "idle">, MessageDescriptor> = {
  saving: msg`Saving draft…`,
  saved: msg`Draft saved`,
  failed: msg`Draft not saved: check your connection; it is tried again with your next change`,
};

/** A key for one attempt at creating a listing (RFC 4122 v4 where the browser has it). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

interface ListingEditorProps {
  /** The listing to edit; without one, the form creates a new listing and keeps a draft of it. */
  listing?: Listing;
  /** The signed-in user's saved draft, restored into a new listing's form. */
  draft?: ListingDraft | null;
  /** Called once the owner has discarded the restored draft (the page starts a fresh form). */
  onDraftDiscarded?: () => void;
}

function stepsWithErrors(errors: FieldErrors<ListingFormValues>): number[] {
  return [
    ...new Set(
      Object.keys(errors)
        .map(stepOfField)
        .filter((step) => step >= 0),
    ),
  ].sort();
}

/**
 * The stepped listing form: basics, location, details, photos, price and permit, review. Each step is
 * checked against the shared schema before the next opens; the server's field errors land on their step.
 * Editing an existing listing uses the same form (PATCH instead of POST).
 */
export function ListingEditor({ listing, draft, onDraftDiscarded }: ListingEditorProps) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const [, navigate] = useLocation();
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema) as unknown as Resolver<
      ListingFormValues,
      unknown,
      ListingFormOutput
    >,
    defaultValues: listing
      ? valuesFromListing(listing)
      : draft
        ? { ...EMPTY_LISTING, ...draft.values }
        : EMPTY_LISTING,
    mode: "onTouched",
  });
  const formRef = useKeepTypedValues(form);
  const [step, setStep] = useState(draft?.step ?? 0);
  const [reached, setReached] = useState(listing ? REVIEW_STEP : (draft?.step ?? 0));
  const [uploading, setUploading] = useState(0);
  const [finished, setFinished] = useState(false);
  const creating = listing === undefined;
  const autosave = useDraftAutosave(form, step, { enabled: creating, hadDraft: Boolean(draft) });
  const { guard, pending } = useSubmitGuard();
  /** The Idempotency-Key of the latest attempt and the body it was sent with: a retry reuses it. */
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);
  const unsaved = creating ? autosave.unsaved : form.formState.isDirty;
  useLeaveWarning(!finished && (unsaved || uploading > 0));
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);
  const errorSteps = stepsWithErrors(form.formState.errors);

  const goTo = useCallback((next: number) => {
    moved.current = true;
    setStep(next);
    setReached((current) => Math.max(current, next));
  }, []);

  // A field showing an error is checked again as it is typed in, so the message goes as soon as the value
  // is right (not on blur, when its disappearing would shift the button being clicked).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Moving between steps puts the keyboard and screen reader at the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    headingRefs.current[step]?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const save = useMutation({
    mutationFn: ({ values, saveAs }: { values: ListingFormOutput; saveAs: SaveAs }) => {
      const body = saveAs === "unchanged" ? values : { ...values, status: saveAs };
      if (!creating) return saveListing(listing.id, body);
      // One key per attempt: the same body again (a retry after a lost answer) is the same attempt.
      const json = JSON.stringify(body);
      if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
      return saveListing(undefined, body, attempt.current.key);
    },
    onSuccess: async (saved, { saveAs }) => {
      attempt.current = undefined;
      setFinished(true);
      // The listing exists now: its draft goes (a failure here leaves a draft the owner can discard).
      if (creating) await autosave.discard().catch(() => undefined);
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

  const next = async () => {
    const fields = EDITOR_STEPS[step].fields;
    if (fields.length && !(await form.trigger(fields, { shouldFocus: true }))) return;
    goTo(step + 1);
  };

  const submit = guard((saveAs: SaveAs) =>
    form.handleSubmit(
      async (values) => {
        if (uploading > 0) {
          toast({
            title: t`Photos are still uploading`,
            description: t`Save again once they have finished.`,
          });
          return;
        }
        const publishing = saveAs === "published" || (saveAs === "unchanged" && listing?.status !== "draft");
        const emirate = emirateOf(values.location);
        const permit = permitNameFor(emirate);
        if (publishing && permit && emirate && !values.permitNumber) {
          const [permitName, emirateShown] = [permitText(i18n, permit), emirateName(emirate, locale)];
          form.setError("permitNumber", {
            type: "publish",
            message: t`A ${permitName} number is required to publish a listing in ${emirateShown}`,
          });
          goTo(PRICE_STEP);
          return;
        }
        await settled(save.mutateAsync({ values, saveAs }));
      },
      (errors) => {
        const first = stepsWithErrors(errors)[0];
        if (first !== undefined) goTo(first);
      },
    )(),
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

  const editingLive = listing !== undefined && listing.status !== "draft";
  const number = (n: number) => formatCount(n, formatLocale);
  const [stepNumber, stepCount, stepTitle] = [
    number(step + 1),
    number(EDITOR_STEPS.length),
    i18n._(EDITOR_STEPS[step].title),
  ];
  const nextTitle = step < REVIEW_STEP ? i18n._(EDITOR_STEPS[step + 1].title) : "";

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
        {restored && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-secondary/50 px-4 py-3 text-sm"
          >
            <p>
              <span className="font-medium">
                <Trans>Draft restored</Trans>
              </span>
              <span className="text-muted-foreground">
                {" · "}
                <Trans>your work from before, photos included</Trans>
              </span>
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => discardDraft()}
            >
              <Trans>Discard draft</Trans>
            </Button>
          </div>
        )}
        <StepIndicator current={step} reached={reached} withErrors={errorSteps} onSelect={goTo} />

        {EDITOR_STEPS.map((editorStep, index) => (
          <section
            key={editorStep.id}
            hidden={index !== step}
            aria-labelledby={`step-${editorStep.id}`}
            className="space-y-6"
          >
            <h2
              id={`step-${editorStep.id}`}
              ref={(element) => {
                headingRefs.current[index] = element;
              }}
              tabIndex={-1}
              className="text-xl font-semibold focus-visible:outline-none"
            >
              {number(index + 1)}. {i18n._(editorStep.title)}
            </h2>
            {editorStep.id === "basics" && <BasicsStep />}
            {editorStep.id === "location" && <LocationStep />}
            {editorStep.id === "details" && <DetailsStep />}
            {editorStep.id === "photos" && <PhotosStep onUploadingChange={setUploading} />}
            {editorStep.id === "price" && <PriceStep />}
            {editorStep.id === "review" && <ReviewStep onEdit={goTo} />}
          </section>
        ))}

        <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 0 ? (
            <Button type="button" variant="outline" onClick={() => goTo(step - 1)}>
              <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
              <Trans>Back</Trans>
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {step < REVIEW_STEP ? (
            <Button type="submit">
              <Trans>Next: {nextTitle}</Trans>
              <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          ) : (
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              {uploading > 0 && (
                <p className="self-center text-sm text-muted-foreground" role="status">
                  {i18n._(
                    msg`${plural(uploading, { one: "Waiting for # photo to upload…", other: "Waiting for # photos to upload…" })}`,
                  )}
                </p>
              )}
              {editingLive ? (
                <Button type="button" disabled={pending || uploading > 0} onClick={() => submit("unchanged")}>
                  {pending ? t`Saving…` : t`Save changes`}
                </Button>
              ) : (
                <>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={pending || uploading > 0}
                    onClick={() => submit("draft")}
                  >
                    <Trans>Save as draft</Trans>
                  </Button>
                  <Button
                    type="button"
                    disabled={pending || uploading > 0}
                    onClick={() => submit("published")}
                  >
                    {pending ? t`Saving…` : t`Publish`}
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
        {creating && (
          <p className="min-h-5 text-sm text-muted-foreground" role="status" data-testid="draft-status">
            {autosave.status === "idle" ? "" : i18n._(DRAFT_STATUS_TEXT[autosave.status])}
          </p>
        )}
        <p className="sr-only" aria-live="polite">
          <Trans>
            Step {stepNumber} of {stepCount}: {stepTitle}
          </Trans>
        </p>
      </form>
    </Form>
  );
}
