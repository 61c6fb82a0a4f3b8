import { Trans, useLingui } from "@lingui/react/macro";
import { findEmirate, type Emirate } from "@shared/locations";
import { ALL, isNoFilter, PRICE_TYPES } from "@shared/listing-options";
import { Label } from "@/components/ui/label";
import { useLocale } from "@/lib/i18n";
import { emirateFilterOptions, purposeLabel } from "../option-labels";
import { NativeSelect } from "@/components/ui/native-select";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";

/** The purpose tabs' triggers; the page owns the Tabs root and its one panel. */
export function PurposeTabList({ label }: { label: string }) {
  const { i18n } = useLingui();
  return (
    <TabsList aria-label={label} className="self-start">
      {PRICE_TYPES.map((purpose) => (
        <TabsTrigger
          key={purpose}
          value={purpose}
          className="min-w-28 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
        >
          {purposeLabel(purpose, i18n)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/** Emirate filter for UAE-wide sites ("all" = every emirate). */
export function EmirateFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Emirate | undefined;
  onChange: (emirate: Emirate | undefined) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        <Trans>Emirate</Trans>
      </Label>
      <NativeSelect
        id={id}
        className="w-48"
        value={value ?? ALL}
        options={emirateFilterOptions(i18n, locale)}
        onValueChange={(next) => onChange(isNoFilter(next) ? undefined : findEmirate(next))}
      />
    </div>
  );
}
