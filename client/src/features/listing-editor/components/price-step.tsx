import { Trans, useLingui } from "@lingui/react/macro";
import { useFormContext, useWatch } from "react-hook-form";
import { TextField, WholeNumberField } from "@/components/form-field";
import { formatPrice } from "@shared/format";
import { emirateName } from "@shared/localised-names";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { emirateOf, permitNameFor, type ListingFormValues } from "../listing-form";
import { permitText } from "../option-labels";

export function PriceStep() {
  const form = useFormContext<ListingFormValues>();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const [priceType, location, permitLink] = useWatch({
    control: form.control,
    name: ["priceType", "location", "permitValidationUrl"],
  });
  const emirate = emirateOf(location);
  const permit = permitNameFor(emirate);
  const name = emirate && emirateName(emirate, locale);
  const permitName = permit && permitText(i18n, permit);
  return (
    <div className="space-y-6 sm:max-w-md">
      <WholeNumberField
        control={form.control}
        name="price"
        label={priceType === "rent" ? t`Rent per year (AED)` : t`Price (AED)`}
        placeholder={priceType === "rent" ? t`e.g. 120000` : t`e.g. 1850000`}
        description={(field) => {
          if (!field.value) {
            return priceType === "rent"
              ? t`Rent is always quoted per year in the UAE.`
              : t`The asking price in dirhams.`;
          }
          const shown = formatPrice(field.value, priceType, formatLocale);
          return (
            <Trans>
              Shown as <bdi>{shown}</bdi>
            </Trans>
          );
        }}
      />
      <TextField
        control={form.control}
        name="permitNumber"
        label={permitName ? t`${permitName} number` : t`Advertising permit number (optional)`}
        autoComplete="off"
        dir="ltr"
        description={
          permit === "Trakheesi"
            ? t`Required to publish in Dubai: the Dubai Land Department's Trakheesi permit for this advert. You can save a draft without it.`
            : permit === "Madhmoun"
              ? t`Required to publish in Abu Dhabi: the Madhmoun permit from the Abu Dhabi real estate centre. You can save a draft without it.`
              : name
                ? t`${name} does not require one; add it if you have one.`
                : t`Dubai (Trakheesi) and Abu Dhabi (Madhmoun) listings need one to publish.`
        }
      />
      {(permit === "Trakheesi" || permitLink) && (
        <TextField
          control={form.control}
          name="permitValidationUrl"
          label={t`Permit QR link (optional)`}
          type="url"
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          placeholder="https://trakheesi.dubailand.gov.ae/…"
          description={t`The address the QR code on your DLD Trakheesi permit opens (scan it with your phone and copy the link). The listing's page shows the QR code and the link, so buyers can check the permit with DLD.`}
        />
      )}
    </div>
  );
}
