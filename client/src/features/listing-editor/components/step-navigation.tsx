import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EDITOR_STEPS } from "../listing-form";
import type { SaveAs } from "../use-save-listing";
import { REVIEW_STEP } from "../use-step-navigation";

interface StepNavigationProps {
  step: number;
  goTo: (step: number) => void;
  /** A listing on the market is saved as it is; a new listing or a draft is saved as a draft or published. */
  editingLive: boolean;
  pending: boolean;
  /** Photos still uploading: saving waits for them. */
  uploading: number;
  submit: (saveAs: SaveAs) => void;
}

/** Back, and Next (a submit button, so Enter moves on), or on the review step the save buttons. */
export function StepNavigation({ step, goTo, editingLive, pending, uploading, submit }: StepNavigationProps) {
  const { t, i18n } = useLingui();
  const nextTitle = step < REVIEW_STEP ? i18n._(EDITOR_STEPS[step + 1].title) : "";
  return (
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
              <Button type="button" disabled={pending || uploading > 0} onClick={() => submit("published")}>
                {pending ? t`Saving…` : t`Publish`}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
