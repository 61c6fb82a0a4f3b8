import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { COMPLETION_STATUSES, FURNISHINGS } from "@shared/listing-options";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { amenityOptionsFor } from "../amenities";
import { isCommercial, type ListingFormValues } from "../listing-form";

const BED_OPTIONS = Array.from({ length: 13 }, (_, beds) => ({
  value: String(beds),
  label: beds === 0 ? "Studio" : String(beds),
}));
const BATH_OPTIONS = Array.from({ length: 13 }, (_, baths) => ({
  value: String(baths),
  label: String(baths),
}));

export const FURNISHING_LABELS: Record<(typeof FURNISHINGS)[number], string> = {
  furnished: "Furnished",
  partly: "Partly furnished",
  unfurnished: "Unfurnished",
};
export const COMPLETION_LABELS: Record<(typeof COMPLETION_STATUSES)[number], string> = {
  ready: "Ready",
  "off-plan": "Off-plan",
};
const FURNISHING_OPTIONS = FURNISHINGS.map((value) => ({ value, label: FURNISHING_LABELS[value] }));
const COMPLETION_OPTIONS = COMPLETION_STATUSES.map((value) => ({ value, label: COMPLETION_LABELS[value] }));

/** Bedrooms or bathrooms: a number chosen from a list. */
function RoomCountField({
  name,
  label,
  options,
}: {
  name: "beds" | "baths";
  label: string;
  options: readonly SelectOption[];
}) {
  const form = useFormContext<ListingFormValues>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect
              ref={field.ref}
              name={field.name}
              value={field.value === undefined ? "" : String(field.value)}
              placeholder="Choose"
              options={options}
              onValueChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function DetailsStep() {
  const form = useFormContext<ListingFormValues>();
  const propertyType = useWatch({ control: form.control, name: "propertyType" });
  const commercial = isCommercial(propertyType);

  // Offices, shops and warehouses have no bedrooms.
  useEffect(() => {
    if (commercial && form.getValues("beds") !== 0) form.setValue("beds", 0);
  }, [commercial, form]);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {!commercial && <RoomCountField name="beds" label="Bedrooms" options={BED_OPTIONS} />}
        <RoomCountField name="baths" label="Bathrooms" options={BATH_OPTIONS} />
        <FormField
          control={form.control}
          name="sqft"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Size (sq ft)</FormLabel>
              <FormControl>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="e.g. 1250"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value === undefined ? "" : String(field.value)}
                  onChange={(event) => {
                    const digits = event.target.value.replace(/[^\d]/g, "");
                    field.onChange(digits === "" ? undefined : Number(digits));
                  }}
                />
              </FormControl>
              <FormDescription>Built-up area.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:max-w-xl">
        <FormField
          control={form.control}
          name="furnished"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Furnishing</FormLabel>
              <FormControl>
                <NativeSelect
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  options={FURNISHING_OPTIONS}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="completionStatus"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Completion status</FormLabel>
              <FormControl>
                <NativeSelect
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  options={COMPLETION_OPTIONS}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="amenities"
        render={({ field }) => (
          <FormItem>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Amenities</legend>
              <div className="flex flex-wrap gap-2">
                {amenityOptionsFor(propertyType, field.value).map((amenity) => {
                  const on = field.value.includes(amenity);
                  return (
                    <button
                      key={amenity}
                      type="button"
                      aria-pressed={on}
                      onClick={() =>
                        field.onChange(
                          on ? field.value.filter((a) => a !== amenity) : [...field.value, amenity],
                        )
                      }
                      className={cn(
                        "rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        on
                          ? "border-primary bg-primary text-primary-foreground"
                          : "border-input bg-background hover:bg-muted",
                      )}
                    >
                      {amenity}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
