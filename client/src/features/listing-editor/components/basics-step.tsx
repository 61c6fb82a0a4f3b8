import { Trans, useLingui } from "@lingui/react/macro";
import { useFormContext } from "react-hook-form";
import { PRICE_TYPES, PROPERTY_TYPES } from "@shared/listing-options";
import { formatCount } from "@shared/format";
import { textLanguage } from "@shared/listing-text";
import { propertyTypeName } from "@shared/localised-names";
import { FormFieldRow, SelectField, TextField } from "@/components/form-field";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { ListingFormValues } from "../listing-form";
import { LISTING_PURPOSE_LABELS } from "@shared/option-labels";

/** The language of what the owner typed (English or Arabic), for the box's `lang`; none while empty. */
function typedLanguage(text: string) {
  return text.trim() ? textLanguage(text) : undefined;
}

/** "120/5,000": how much of a text box is used, in the page's digits. */
function Used({ length, max }: { length: number; max: number }) {
  const locale = useFormatLocale();
  return (
    <bdi>
      {formatCount(length, locale)}/{formatCount(max, locale)}
    </bdi>
  );
}

export function BasicsStep() {
  const form = useFormContext<ListingFormValues>();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const propertyTypes = PROPERTY_TYPES.map((type) => ({
    value: type,
    label: propertyTypeName(type, locale),
  }));
  return (
    <div className="space-y-6">
      <FormField
        control={form.control}
        name="priceType"
        render={({ field }) => (
          <FormItem>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">
                <Trans>Purpose</Trans>
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
                {PRICE_TYPES.map((purpose) => (
                  <label
                    key={purpose}
                    className={cn(
                      "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2.5 text-sm font-medium focus-within:ring-2 focus-within:ring-ring",
                      field.value === purpose ? "border-primary bg-secondary" : "border-input",
                    )}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={purpose}
                      checked={field.value === purpose}
                      onChange={() => field.onChange(purpose)}
                      onBlur={field.onBlur}
                      className="size-4 accent-[var(--color-primary)]"
                    />
                    {i18n._(LISTING_PURPOSE_LABELS[purpose])}
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
        label={t`Property type`}
        className="sm:max-w-sm"
        placeholder={t`Choose a type`}
        options={propertyTypes}
      />
      <FormFieldRow
        control={form.control}
        name="title"
        label={t`Title`}
        description={t`10 to 120 characters: what it is and what makes it stand out. In English or Arabic.`}
      >
        {(field) => (
          <Input
            placeholder={t`e.g. Bright two-bedroom apartment with marina view`}
            maxLength={120}
            dir="auto"
            lang={typedLanguage(field.value)}
            {...field}
          />
        )}
      </FormFieldRow>
      <FormFieldRow
        control={form.control}
        name="description"
        label={t`Description`}
        description={(field) => (
          <>
            <Trans>
              At least 30 characters: layout, condition, view, building facilities, service charges, when it
              is free.
            </Trans>{" "}
            <Used length={field.value.length} max={5000} />
          </>
        )}
      >
        {(field) => (
          <Textarea rows={7} maxLength={5000} dir="auto" lang={typedLanguage(field.value)} {...field} />
        )}
      </FormFieldRow>

      <fieldset className="space-y-6 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">
          <Trans>In Arabic too (optional)</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>
            If you wrote the title and description in English, add them in Arabic here: Arabic pages show
            these instead. Leave them empty if you wrote in Arabic above.
          </Trans>
        </p>
        <TextField
          control={form.control}
          name="titleAr"
          label={t`Title in Arabic`}
          placeholder="مثال: شقة مشرقة بغرفتي نوم مطلة على المارينا"
          maxLength={120}
          dir="rtl"
          lang="ar"
        />
        <FormFieldRow
          control={form.control}
          name="descriptionAr"
          label={t`Description in Arabic`}
          description={(field) => <Used length={field.value.length} max={5000} />}
        >
          {(field) => <Textarea rows={7} maxLength={5000} dir="rtl" lang="ar" {...field} />}
        </FormFieldRow>
      </fieldset>
    </div>
  );
}
