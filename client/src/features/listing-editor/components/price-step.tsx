import { useFormContext, useWatch } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { formatPrice } from "@/lib/format";
import { emirateOf, permitNameFor, type ListingFormValues } from "../listing-form";

export function PriceStep() {
  const form = useFormContext<ListingFormValues>();
  const [priceType, location] = useWatch({ control: form.control, name: ["priceType", "location"] });
  const emirate = emirateOf(location);
  const permit = permitNameFor(emirate);
  return (
    <div className="space-y-6 sm:max-w-md">
      <FormField
        control={form.control}
        name="price"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{priceType === "rent" ? "Rent per year (AED)" : "Price (AED)"}</FormLabel>
            <FormControl>
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder={priceType === "rent" ? "e.g. 120000" : "e.g. 1850000"}
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
            <FormDescription>
              {field.value
                ? `Shown as ${formatPrice(field.value, priceType)}`
                : priceType === "rent"
                  ? "Rent is always quoted per year in the UAE."
                  : "The asking price in dirhams."}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="permitNumber"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              {permit ? `${permit} permit number` : "Advertising permit number (optional)"}
            </FormLabel>
            <FormControl>
              <Input autoComplete="off" {...field} />
            </FormControl>
            <FormDescription>
              {permit === "Trakheesi"
                ? "Required to publish in Dubai: the Dubai Land Department's Trakheesi permit for this advert. You can save a draft without it."
                : permit === "Madhmoun"
                  ? "Required to publish in Abu Dhabi: the Madhmoun permit from the Abu Dhabi real estate centre. You can save a draft without it."
                  : emirate
                    ? `${emirate} does not require one; add it if you have one.`
                    : "Dubai (Trakheesi) and Abu Dhabi (Madhmoun) listings need one to publish."}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
