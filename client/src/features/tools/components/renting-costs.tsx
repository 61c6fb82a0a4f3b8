import { AlertTriangle } from "lucide-react";
import { emirateSlug, findEmirate } from "@shared/locations";
import { calculateRentingCosts, MAX_CHEQUES, MIN_CHEQUES } from "@shared/uae-costs";
import { AmountInput } from "@/components/calculators/amount-input";
import { CalculatorField, describedBy } from "@/components/calculators/calculator-field";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatAed, formatAedWithFils } from "@shared/format";
import { EMIRATE_OPTIONS, type FeeCalculatorState } from "../lib/fee-calculator-state";

const CHEQUE_OPTIONS = Array.from({ length: MAX_CHEQUES - MIN_CHEQUES + 1 }, (_, i) => {
  const count = MIN_CHEQUES + i;
  return { value: String(count), label: `${count} ${count === 1 ? "cheque" : "cheques"}` };
});

export interface RentingCostsProps {
  state: FeeCalculatorState;
  update: (patch: Partial<FeeCalculatorState>) => void;
  rentBlank: boolean;
  setRentBlank: (isBlank: boolean) => void;
}

const RENTING_COLUMNS: DataTableColumn[] = [{ label: "Item" }, { label: "Amount", numeric: true }];

/** What renting costs before moving in: deposit, agency fee, registration and the first cheque. */
export function RentingCosts({ state, update, rentBlank, setRentBlank }: RentingCostsProps) {
  const rentError = rentBlank
    ? "Enter the annual rent in AED"
    : state.annualRent <= 0
      ? "The rent must be more than zero"
      : undefined;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form className="space-y-5" onSubmit={(event) => event.preventDefault()} aria-label="Rental details">
        <CalculatorField id="rent-emirate" label="Emirate">
          <NativeSelect
            id="rent-emirate"
            value={emirateSlug(state.emirate)}
            options={EMIRATE_OPTIONS}
            onValueChange={(value) => update({ emirate: findEmirate(value) ?? state.emirate })}
          />
        </CalculatorField>
        <CalculatorField id="rent-amount" label="Annual rent (AED)" error={rentError}>
          <AmountInput
            id="rent-amount"
            value={state.annualRent}
            onValueChange={(rent) => {
              setRentBlank(rent === null);
              if (rent !== null) update({ annualRent: Math.round(rent) });
            }}
            aria-invalid={Boolean(rentError)}
            aria-describedby={describedBy("rent-amount", rentError, false)}
          />
        </CalculatorField>
        <CalculatorField
          id="rent-cheques"
          label="Number of cheques"
          hint="Fewer cheques often buy a lower rent"
        >
          <NativeSelect
            id="rent-cheques"
            aria-describedby="rent-cheques-hint"
            value={String(state.cheques)}
            options={CHEQUE_OPTIONS}
            onValueChange={(value) => update({ cheques: Number(value) })}
          />
        </CalculatorField>
        <div className="flex items-center gap-2">
          <Checkbox
            id="rent-furnished"
            checked={state.furnished}
            onCheckedChange={(checked) => update({ furnished: checked === true })}
          />
          <Label htmlFor="rent-furnished">Furnished</Label>
        </div>
      </form>

      <div aria-live="polite">
        {rentError ? (
          <p className="rounded-lg border bg-muted/40 p-6 text-muted-foreground">
            Fix the highlighted field to see the costs.
          </p>
        ) : (
          <RentingCostsResult state={state} />
        )}
      </div>
    </div>
  );
}

function RentingCostsResult({ state }: { state: FeeCalculatorState }) {
  const costs = calculateRentingCosts({
    emirate: state.emirate,
    annualRent: state.annualRent,
    cheques: state.cheques,
    furnished: state.furnished,
  });
  return (
    <section aria-labelledby="renting-result" className="space-y-5">
      <h2 id="renting-result" className="text-xl font-semibold">
        Costs of renting at {formatAed(state.annualRent)} a year in {state.emirate}
      </h2>
      <DataTable
        caption="What the tenant pays before moving in"
        columns={RENTING_COLUMNS}
        footer={
          <tfoot className="border-t-2 bg-muted/50">
            <tr>
              <th scope="row" className="px-3 py-2 text-start font-semibold">
                Due before moving in
              </th>
              <td className="px-3 py-2 text-end font-bold tabular-nums" data-testid="move-in-total">
                {formatAedWithFils(costs.moveInTotal)}
              </td>
            </tr>
          </tfoot>
        }
      >
        <tr className="border-t align-top">
          <th scope="row" className="px-3 py-2 font-normal">
            <span className="font-medium">
              First rent cheque ({state.cheques === 1 ? "the whole year" : `1 of ${state.cheques}`})
            </span>
          </th>
          <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
            {formatAedWithFils(costs.chequeAmount)}
          </td>
        </tr>
        {costs.items.map((item) => (
          <tr key={item.key} className="border-t align-top" data-testid={`rent-${item.key}`}>
            <th scope="row" className="px-3 py-2 font-normal">
              <span className="font-medium">{item.label}</span>
              <span className="mt-0.5 block text-xs text-muted-foreground">Source: {item.source}</span>
            </th>
            <td className="px-3 py-2 text-end tabular-nums">
              {item.unconfirmed ? (
                <span className="text-amber-800">
                  Not confirmed: check with {costs.registrationAuthority}
                </span>
              ) : (
                formatAedWithFils(item.amount)
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="text-sm">
        Then{" "}
        {state.cheques === 1
          ? "nothing more until renewal"
          : `${state.cheques - 1} more cheques of ${formatAedWithFils(costs.chequeAmount)}`}
        , usually post-dated at even intervals through the year. The deposit comes back at the end of the
        tenancy, less any damage beyond normal wear.
      </p>
      {costs.unconfirmed && (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{costs.note}</span>
        </p>
      )}
      {!costs.unconfirmed && costs.note && <p className="text-sm text-muted-foreground">{costs.note}</p>}
    </section>
  );
}
