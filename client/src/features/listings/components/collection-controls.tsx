import { findEmirate, type Emirate } from "@shared/locations";
import {
  ALL,
  EMIRATE_OPTIONS,
  isNoFilter,
  PRICE_TYPES,
  PURPOSE_LABELS,
  withAll,
} from "@shared/listing-options";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";

/** The purpose tabs' triggers; the page owns the Tabs root and its one panel. */
export function PurposeTabList({ label }: { label: string }) {
  return (
    <TabsList aria-label={label} className="self-start">
      {PRICE_TYPES.map((purpose) => (
        <TabsTrigger
          key={purpose}
          value={purpose}
          className="min-w-28 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
        >
          {PURPOSE_LABELS[purpose]}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

const EMIRATES = withAll("All emirates", EMIRATE_OPTIONS);

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
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        Emirate
      </Label>
      <NativeSelect
        id={id}
        className="w-48"
        value={value ?? ALL}
        options={EMIRATES}
        onValueChange={(next) => onChange(isNoFilter(next) ? undefined : findEmirate(next))}
      />
    </div>
  );
}
