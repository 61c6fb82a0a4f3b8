import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { COMPLETION_STATUSES, FURNISHINGS } from "@shared/listing-options";
import { textLanguage } from "@shared/listing-text";
import { SelectField, WholeNumberField } from "@/components/form-field";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import type { SelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { amenityOptionsFor } from "../amenities";
import { isCommercial, type ListingFormValues } from "../listing-form";
import { amenityText } from "@/lib/amenity-text";
import {
  bedsLabel,
  COMPLETION_LABELS,
  FURNISHING_LABELS,
  labelledOptions,
  optionsIn,
} from "@shared/option-labels";

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
  const { t } = useLingui();
  return (
    <SelectField
      control={form.control}
      name={name}
      label={label}
      placeholder={t`Choose`}
      options={options}
      parse={Number}
    />
  );
}

export function DetailsStep() {
  const form = useFormContext<ListingFormValues>();
  const { t, i18n } = useLingui();
  const options = useMemo(
    () => ({
      beds: Array.from({ length: 13 }, (_, beds) => ({
        value: String(beds),
        // The number alone beside "Bedrooms", but a studio by its name.
        label: beds === 0 ? i18n._(bedsLabel(0)) : String(beds),
      })),
      furnishing: optionsIn(i18n, labelledOptions(FURNISHINGS, FURNISHING_LABELS)),
      completion: optionsIn(i18n, labelledOptions(COMPLETION_STATUSES, COMPLETION_LABELS)),
    }),
    [i18n],
  );
  const propertyType = useWatch({ control: form.control, name: "propertyType" });
  const commercial = isCommercial(propertyType);

  // Offices, shops and warehouses have no bedrooms.
  useEffect(() => {
    if (commercial && form.getValues("beds") !== 0) form.setValue("beds", 0);
  }, [commercial, form]);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {!commercial && <RoomCountField name="beds" label={t`Bedrooms`} options={options.beds} />}
        <RoomCountField name="baths" label={t`Bathrooms`} options={BATH_OPTIONS} />
        <WholeNumberField
          control={form.control}
          name="sqft"
          label={t`Size (sq ft)`}
          placeholder={t`e.g. 1250`}
          description={t`Built-up area.`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:max-w-xl">
        <SelectField
          control={form.control}
          name="furnished"
          label={t`Furnishing`}
          options={options.furnishing}
        />
        <SelectField
          control={form.control}
          name="completionStatus"
          label={t`Completion status`}
          options={options.completion}
        />
      </div>
      <FormField
        control={form.control}
        name="amenities"
        render={({ field }) => (
          <FormItem>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Amenities</Trans>
              </legend>
              <div className="flex flex-wrap gap-2">
                {amenityOptionsFor(propertyType, field.value).map((amenity) => {
                  const on = field.value.includes(amenity);
                  const shown = amenityText(i18n, amenity);
                  return (
                    <button
                      key={amenity}
                      type="button"
                      lang={shown.translated ? undefined : textLanguage(amenity)}
                      dir={shown.translated ? undefined : "auto"}
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
                      {shown.text}
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
