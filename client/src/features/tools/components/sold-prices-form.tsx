import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { ALL, isNoFilter, PROPERTY_TYPES, withAll, type PropertyType } from "@shared/listing-options";
import { LOCATION_NAMES, emirateSlug, findEmirate } from "@shared/locations";
import { locationName } from "@shared/localised-names";
import { CalculatorField } from "@/components/calculators/calculator-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";
import { useLocale } from "@/lib/i18n";
import { useToolOptions } from "../lib/localised-options";
import { isIsoDate, type SoldPricesFilters } from "../lib/sold-prices-filters";

interface Draft {
  location: string;
  emirate: string;
  propertyType: string;
  beds: string;
  from: string;
  to: string;
}

function toDraft(filters: SoldPricesFilters): Draft {
  return {
    location: filters.location ?? "",
    emirate: filters.emirate ? emirateSlug(filters.emirate) : ALL,
    propertyType: filters.propertyType ?? ALL,
    beds: filters.beds === undefined ? ALL : String(filters.beds),
    from: filters.from ?? "",
    to: filters.to ?? "",
  };
}

/**
 * The sold-prices search. It applies on submit (the location is free text); the page keys it by the URL, so
 * the back button and shared links refill it.
 */
export function SoldPricesForm({
  filters,
  emirateLocked,
  onSearch,
}: {
  filters: SoldPricesFilters;
  /** A Dubai-only site: the emirate is fixed. */
  emirateLocked?: boolean;
  onSearch: (filters: SoldPricesFilters) => void;
}) {
  const { t } = useLingui();
  const language = useLocale();
  const options = useToolOptions();
  const selects: {
    field: "emirate" | "propertyType" | "beds";
    label: string;
    options: readonly SelectOption[];
  }[] = [
    { field: "emirate", label: t`Emirate`, options: withAll(t`All emirates`, options.emirateSlugOptions) },
    {
      field: "propertyType",
      label: t`Property type`,
      options: withAll(t`All types`, options.propertyTypeOptions()),
    },
    { field: "beds", label: t`Bedrooms`, options: withAll(t`Any`, options.bedsOptions) },
  ];
  const dates: { field: "from" | "to"; label: string }[] = [
    { field: "from", label: t`Sold from` },
    { field: "to", label: t`Sold until` },
  ];
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (draft.from && !isIsoDate(draft.from)) next.from = t`Enter a real date`;
    if (draft.to && !isIsoDate(draft.to)) next.to = t`Enter a real date`;
    if (!next.from && !next.to && draft.from && draft.to && draft.from > draft.to)
      next.to = t`The end date must not be before the start date`;
    setErrors(next);
    if (Object.keys(next).length) return;
    onSearch({
      location: draft.location.trim() || undefined,
      emirate: findEmirate(draft.emirate),
      propertyType: (PROPERTY_TYPES as readonly string[]).includes(draft.propertyType)
        ? (draft.propertyType as PropertyType)
        : undefined,
      beds: isNoFilter(draft.beds) ? undefined : Number(draft.beds),
      from: draft.from || undefined,
      to: draft.to || undefined,
      page: 1,
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      role="search"
      aria-label={t`Search sold prices`}
    >
      <CalculatorField
        id="sold-location"
        label={t`Location`}
        hint={t`Part of an area name, such as Marina or Reem`}
      >
        <Input
          id="sold-location"
          list="sold-location-names"
          value={draft.location}
          dir="auto"
          maxLength={80}
          onChange={(event) => set({ location: event.target.value })}
          aria-describedby="sold-location-hint"
        />
        <datalist id="sold-location-names">
          {LOCATION_NAMES.map((name) => (
            <option key={name} value={name}>
              {language === "en" ? undefined : locationName(name, language)}
            </option>
          ))}
        </datalist>
      </CalculatorField>
      {selects
        .filter((select) => !(emirateLocked && select.field === "emirate"))
        .map(({ field, label, options }) => (
          <SelectField
            key={field}
            id={`sold-${field}`}
            label={label}
            value={draft[field]}
            options={options}
            onValueChange={(value) => set({ [field]: value })}
          />
        ))}
      {dates.map(({ field, label }) => (
        <DateField
          key={field}
          id={`sold-${field}`}
          label={label}
          value={draft[field]}
          error={errors[field]}
          onValueChange={(value) => set({ [field]: value })}
        />
      ))}
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit">
          <Trans>Show sales</Trans>
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(toDraft({ page: 1 }));
            setErrors({});
            onSearch({ page: 1 });
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

function SelectField({ options, ...field }: FieldProps & { options: readonly SelectOption[] }) {
  const { id, label, ...select } = field;
  return (
    <CalculatorField id={id} label={label}>
      <NativeSelect id={id} {...select} options={options} />
    </CalculatorField>
  );
}

function DateField({ id, label, value, error, onValueChange }: FieldProps & { error?: string }) {
  return (
    <CalculatorField id={id} label={label} error={error}>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </CalculatorField>
  );
}
