import { EMIRATES, type Emirate } from "@shared/locations";
import type { PriceType } from "@shared/listing";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";

export const PURPOSE_LABELS: Record<PriceType, string> = { sale: "For sale", rent: "To rent" };

/** The purpose tabs' triggers; the page owns the Tabs root and its one panel. */
export function PurposeTabList({ label }: { label: string }) {
  return (
    <TabsList aria-label={label} className="self-start">
      {(["sale", "rent"] as PriceType[]).map((purpose) => (
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

const EMIRATE_OPTIONS = [
  { value: "all", label: "All emirates" },
  ...EMIRATES.map((emirate) => ({ value: emirate, label: emirate })),
];

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
        value={value ?? "all"}
        options={EMIRATE_OPTIONS}
        onValueChange={(next) => onChange(next === "all" ? undefined : (next as Emirate))}
      />
    </div>
  );
}
