import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { locationCentre } from "@shared/location-centres";
import { emirateName } from "@shared/localised-names";
import { PinPicker } from "@/components/map/pin-picker";
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
  const [latitude, longitude] = useWatch({ control: form.control, name: ["latitude", "longitude"] });
  const { errors } = useFormState({ control: form.control, name: ["latitude", "longitude"] });
  const centre = locationCentre(location);
  // Another community: the pin goes to its centre (the old pin would be in the wrong place).
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    form.setValue("latitude", null, { shouldDirty: true });
    form.setValue("longitude", null, { shouldDirty: true });
  }, [form, location]);
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
      {centre && (
        <section aria-labelledby="pin-heading" className="space-y-2">
          <h3 id="pin-heading" className="text-base font-semibold">
            <Trans>Where is it? (optional)</Trans>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Buyers see the pin on the map. Without one, the listing shows at the community's centre.
            </Trans>
          </p>
          <PinPicker
            value={latitude !== null && longitude !== null ? { latitude, longitude } : null}
            centre={centre}
            onChange={(pin) => {
              form.setValue("latitude", pin?.latitude ?? null, { shouldDirty: true, shouldValidate: true });
              form.setValue("longitude", pin?.longitude ?? null, { shouldDirty: true, shouldValidate: true });
            }}
            errors={{ latitude: errors.latitude?.message, longitude: errors.longitude?.message }}
          />
        </section>
      )}
    </div>
  );
}
