import { useFormContext, useWatch } from "react-hook-form";
import { TextField, WholeNumberField } from "@/components/form-field";
import { formatPrice } from "@shared/format";
import { emirateOf, permitNameFor, type ListingFormValues } from "../listing-form";

export function PriceStep() {
  const form = useFormContext<ListingFormValues>();
  const [priceType, location] = useWatch({ control: form.control, name: ["priceType", "location"] });
  const emirate = emirateOf(location);
  const permit = permitNameFor(emirate);
  return (
    <div className="space-y-6 sm:max-w-md">
      <WholeNumberField
        control={form.control}
        name="price"
        label={priceType === "rent" ? "Rent per year (AED)" : "Price (AED)"}
        placeholder={priceType === "rent" ? "e.g. 120000" : "e.g. 1850000"}
        description={(field) =>
          field.value
            ? `Shown as ${formatPrice(field.value, priceType)}`
            : priceType === "rent"
              ? "Rent is always quoted per year in the UAE."
              : "The asking price in dirhams."
        }
      />
      <TextField
        control={form.control}
        name="permitNumber"
        label={permit ? `${permit} permit number` : "Advertising permit number (optional)"}
        autoComplete="off"
        description={
          permit === "Trakheesi"
            ? "Required to publish in Dubai: the Dubai Land Department's Trakheesi permit for this advert. You can save a draft without it."
            : permit === "Madhmoun"
              ? "Required to publish in Abu Dhabi: the Madhmoun permit from the Abu Dhabi real estate centre. You can save a draft without it."
              : emirate
                ? `${emirate} does not require one; add it if you have one.`
                : "Dubai (Trakheesi) and Abu Dhabi (Madhmoun) listings need one to publish."
        }
      />
    </div>
  );
}
