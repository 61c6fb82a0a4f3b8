import { useLingui } from "@lingui/react/macro";
import type { UseFormReturn } from "react-hook-form";
import type { Listing } from "@shared/listing";
import { emirateName } from "@shared/localised-names";
import { toast } from "@/hooks/use-toast";
import { settled } from "@/lib/form-safety";
import { useLocale } from "@/lib/i18n";
import {
  EDITOR_STEPS,
  emirateOf,
  permitNameFor,
  type ListingFormOutput,
  type ListingFormValues,
} from "./listing-form";
import { permitText } from "./option-labels";
import { useSaveListing, type SaveAs } from "./use-save-listing";
import { stepsWithErrors } from "./use-step-navigation";

const PRICE_STEP = EDITOR_STEPS.findIndex((step) => step.id === "price");

interface SubmitListingOptions {
  listing: Listing | undefined;
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  goTo: (step: number) => void;
  /** Photos still uploading: nothing is saved until they are in. */
  uploading: number;
  discardDraft: () => Promise<unknown>;
  onSaved: () => void;
}

/**
 * The editor's Save and Publish: the whole form is checked first (the first step with an error opens), and
 * publishing in an emirate that requires a permit needs its number (the price step opens for it).
 */
export function useSubmitListing({
  listing,
  form,
  goTo,
  uploading,
  discardDraft,
  onSaved,
}: SubmitListingOptions) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const save = useSaveListing({ listing, form, goTo, discardDraft, onSaved });

  return (saveAs: SaveAs) =>
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
    )();
}
