import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { bedsLabel, COMPLETION_OPTIONS, FURNISHING_OPTIONS } from "@shared/listing-options";
import { SelectField, WholeNumberField } from "@/components/form-field";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import type { SelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { amenityOptionsFor } from "../amenities";
import { isCommercial, type ListingFormValues } from "../listing-form";

const BED_OPTIONS = Array.from({ length: 13 }, (_, beds) => ({
  value: String(beds),
  label: bedsLabel(beds),
}));
const BATH_OPTIONS = Array.from({ length: 13 }, (_, baths) => ({
  value: String(baths),
  label: String(baths),
}));

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
    <SelectField
      control={form.control}
      name={name}
      label={label}
      placeholder="Choose"
      options={options}
      parse={Number}
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
        <WholeNumberField
          control={form.control}
          name="sqft"
          label="Size (sq ft)"
          placeholder="e.g. 1250"
          description="Built-up area."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:max-w-xl">
        <SelectField
          control={form.control}
          name="furnished"
          label="Furnishing"
          options={FURNISHING_OPTIONS}
        />
        <SelectField
          control={form.control}
          name="completionStatus"
          label="Completion status"
          options={COMPLETION_OPTIONS}
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
