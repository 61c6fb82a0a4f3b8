import { useFormContext } from "react-hook-form";
import {
  LISTING_PURPOSE_LABELS,
  optionsOf,
  PRICE_TYPES,
  PROPERTY_TYPE_OPTIONS,
} from "@shared/listing-options";
import { formatCount } from "@shared/format";
import { FormFieldRow, SelectField, TextField } from "@/components/form-field";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { ListingFormValues } from "../listing-form";

const PURPOSES = optionsOf(PRICE_TYPES, LISTING_PURPOSE_LABELS);

export function BasicsStep() {
  const form = useFormContext<ListingFormValues>();
  return (
    <div className="space-y-6">
      <FormField
        control={form.control}
        name="priceType"
        render={({ field }) => (
          <FormItem>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Purpose</legend>
              <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
                {PURPOSES.map((purpose) => (
                  <label
                    key={purpose.value}
                    className={cn(
                      "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2.5 text-sm font-medium focus-within:ring-2 focus-within:ring-ring",
                      field.value === purpose.value ? "border-primary bg-secondary" : "border-input",
                    )}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={purpose.value}
                      checked={field.value === purpose.value}
                      onChange={() => field.onChange(purpose.value)}
                      onBlur={field.onBlur}
                      className="size-4 accent-[var(--color-primary)]"
                    />
                    {purpose.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField
        control={form.control}
        name="propertyType"
        label="Property type"
        className="sm:max-w-sm"
        placeholder="Choose a type"
        options={PROPERTY_TYPE_OPTIONS}
      />
      <TextField
        control={form.control}
        name="title"
        label="Title"
        placeholder="e.g. Bright two-bedroom apartment with marina view"
        maxLength={120}
        description="10 to 120 characters: what it is and what makes it stand out."
      />
      <FormFieldRow
        control={form.control}
        name="description"
        label="Description"
        description={(field) => (
          <>
            At least 30 characters: layout, condition, view, building facilities, service charges, when it is
            free. {formatCount(field.value.length)}/5,000
          </>
        )}
      >
        {(field) => <Textarea rows={7} maxLength={5000} {...field} />}
      </FormFieldRow>
    </div>
  );
}
