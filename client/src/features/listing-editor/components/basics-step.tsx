import { useFormContext } from "react-hook-form";
import { PROPERTY_TYPES } from "@shared/listing-options";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { ListingFormValues } from "../listing-form";

const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: type }));
const PURPOSES = [
  { value: "sale", label: "For sale" },
  { value: "rent", label: "For rent" },
] as const;

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
      <FormField
        control={form.control}
        name="propertyType"
        render={({ field }) => (
          <FormItem className="sm:max-w-sm">
            <FormLabel>Property type</FormLabel>
            <FormControl>
              <NativeSelect
                ref={field.ref}
                name={field.name}
                value={field.value ?? ""}
                placeholder="Choose a type"
                options={TYPE_OPTIONS}
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
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Title</FormLabel>
            <FormControl>
              <Input
                placeholder="e.g. Bright two-bedroom apartment with marina view"
                maxLength={120}
                {...field}
              />
            </FormControl>
            <FormDescription>10 to 120 characters: what it is and what makes it stand out.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description</FormLabel>
            <FormControl>
              <Textarea rows={7} maxLength={5000} {...field} />
            </FormControl>
            <FormDescription>
              At least 30 characters: layout, condition, view, building facilities, service charges, when it
              is free. {field.value.length.toLocaleString("en-US")}/5,000
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
