import { Trans, useLingui } from "@lingui/react/macro";
import { useFormContext, useWatch } from "react-hook-form";
import { emirateName } from "@shared/localised-names";
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { useLocale } from "@/lib/i18n";
import { emirateOf, permitNameFor, type ListingFormValues } from "../listing-form";
import { permitText } from "../option-labels";
import { LocationPicker } from "./location-picker";

export function LocationStep() {
  const form = useFormContext<ListingFormValues>();
  const { i18n } = useLingui();
  const locale = useLocale();
  const location = useWatch({ control: form.control, name: "location" });
  const emirate = emirateOf(location);
  const permit = permitNameFor(emirate);
  const name = emirate && emirateName(emirate, locale);
  const permitName = permit && permitText(i18n, permit);
  return (
    <div className="space-y-4">
      <FormField
        control={form.control}
        name="location"
        render={({ field }) => (
          <FormItem className="sm:max-w-md">
            <FormLabel>
              <Trans>Location</Trans>
            </FormLabel>
            <LocationPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            <FormDescription>
              <Trans>Choose the community from the list (58 across the seven emirates).</Trans>
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="rounded-lg border bg-muted/40 p-4 text-sm sm:max-w-md" aria-live="polite">
        {emirate ? (
          <>
            <p>
              <Trans>
                Emirate: <strong>{name}</strong>
              </Trans>
            </p>
            <p className="mt-1 text-muted-foreground">
              {permitName ? (
                <Trans>
                  Publishing in {name} needs a {permitName} number for the advert (step 5).
                </Trans>
              ) : (
                <Trans>{name} needs no advertising permit number to publish here.</Trans>
              )}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">
            <Trans>The emirate follows from the location you choose.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
