import { useFormContext, useWatch } from "react-hook-form";
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { emirateOf, permitNameFor, type ListingFormValues } from "../listing-form";
import { LocationPicker } from "./location-picker";

export function LocationStep() {
  const form = useFormContext<ListingFormValues>();
  const location = useWatch({ control: form.control, name: "location" });
  const emirate = emirateOf(location);
  const permit = permitNameFor(emirate);
  return (
    <div className="space-y-4">
      <FormField
        control={form.control}
        name="location"
        render={({ field }) => (
          <FormItem className="sm:max-w-md">
            <FormLabel>Location</FormLabel>
            <LocationPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            <FormDescription>
              Choose the community from the list (58 across the seven emirates).
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="rounded-lg border bg-muted/40 p-4 text-sm sm:max-w-md" aria-live="polite">
        {emirate ? (
          <>
            <p>
              Emirate: <strong>{emirate}</strong>
            </p>
            <p className="mt-1 text-muted-foreground">
              {permit
                ? `Publishing in ${emirate} needs a ${permit} advertising permit number (step 5).`
                : `${emirate} needs no advertising permit number to publish here.`}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">The emirate follows from the location you choose.</p>
        )}
      </div>
    </div>
  );
}
