import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle } from "lucide-react";
import { emirateSlug, findEmirate } from "@shared/locations";
import { emirateName } from "@shared/localised-names";
import { FURNISHING_LABELS } from "@shared/option-labels";
import { calculateRentingCosts, MAX_CHEQUES, MIN_CHEQUES } from "@shared/uae-costs";
import { AmountInput } from "@/components/calculators/amount-input";
import { CalculatorField, describedBy } from "@/components/calculators/calculator-field";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatAed, formatAedWithFils } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useCostText } from "@/lib/uae-cost-text";
import type { FeeCalculatorState } from "../lib/fee-calculator-state";
import { useToolOptions } from "../lib/localised-options";

const CHEQUE_COUNTS = Array.from({ length: MAX_CHEQUES - MIN_CHEQUES + 1 }, (_, i) => MIN_CHEQUES + i);

export interface RentingCostsProps {
  state: FeeCalculatorState;
  update: (patch: Partial<FeeCalculatorState>) => void;
  rentBlank: boolean;
  setRentBlank: (isBlank: boolean) => void;
}

/** What renting costs before moving in: deposit, agency fee, registration and the first cheque. */
export function RentingCosts({ state, update, rentBlank, setRentBlank }: RentingCostsProps) {
  const { t, i18n } = useLingui();
  const { emirateSlugOptions } = useToolOptions();
  const chequeOptions = CHEQUE_COUNTS.map((count) => ({
    value: String(count),
    label: t`${plural(count, { one: "# cheque", other: "# cheques" })}`,
  }));
  const rentError = rentBlank
    ? t`Enter the annual rent in AED`
    : state.annualRent <= 0
      ? t`The rent must be more than zero`
      : undefined;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form className="space-y-5" onSubmit={(event) => event.preventDefault()} aria-label={t`Rental details`}>
        <CalculatorField id="rent-emirate" label={t`Emirate`}>
          <NativeSelect
            id="rent-emirate"
            value={emirateSlug(state.emirate)}
            options={emirateSlugOptions}
            onValueChange={(value) => update({ emirate: findEmirate(value) ?? state.emirate })}
          />
        </CalculatorField>
        <CalculatorField id="rent-amount" label={t`Annual rent (AED)`} error={rentError}>
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
          label={t`Number of cheques`}
          hint={t`Fewer cheques often buy a lower rent`}
        >
          <NativeSelect
            id="rent-cheques"
            aria-describedby="rent-cheques-hint"
            value={String(state.cheques)}
            options={chequeOptions}
            onValueChange={(value) => update({ cheques: Number(value) })}
          />
        </CalculatorField>
        <div className="flex items-center gap-2">
          <Checkbox
            id="rent-furnished"
            aria-labelledby="rent-furnished-label"
            checked={state.furnished}
            onCheckedChange={(checked) => update({ furnished: checked === true })}
          />
          <Label id="rent-furnished-label" htmlFor="rent-furnished">
            {i18n._(FURNISHING_LABELS.furnished)}
          </Label>
        </div>
      </form>

      <div aria-live="polite">
        {rentError ? (
          <p className="rounded-lg border bg-muted/40 p-6 text-muted-foreground">
            <Trans>Fix the highlighted field to see the costs.</Trans>
          </p>
        ) : (
          <RentingCostsResult state={state} />
        )}
      </div>
    </div>
  );
}

function RentingCostsResult({ state }: { state: FeeCalculatorState }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  const text = useCostText();
  const costs = calculateRentingCosts({
    emirate: state.emirate,
    annualRent: state.annualRent,
    cheques: state.cheques,
    furnished: state.furnished,
  });
  const fils = (amount: number) => formatAedWithFils(amount, locale);
  const columns: DataTableColumn[] = [{ label: t`Item` }, { label: t`Amount`, numeric: true }];
  const rent = formatAed(state.annualRent, locale);
  const place = emirateName(state.emirate, language);
  const authority = text.tenancyRegistration(state.emirate).authority;
  const note = text.rentingNote(costs, state.emirate);
  const cheques = state.cheques;
  const cheque = fils(costs.chequeAmount);
  const moreCheques = cheques - 1;
  return (
    <section aria-labelledby="renting-result" className="space-y-5">
      <h2 id="renting-result" className="text-xl font-semibold">
        <Trans>
          Costs of renting at <bdi>{rent}</bdi> a year in {place}
        </Trans>
      </h2>
      <DataTable
        caption={t`What the tenant pays before moving in`}
        columns={columns}
        footer={
          <tfoot className="border-t-2 bg-muted/50">
            <tr>
              <th scope="row" className="px-3 py-2 text-start font-semibold">
                <Trans>Due before moving in</Trans>
              </th>
              <td className="px-3 py-2 text-end font-bold tabular-nums" data-testid="move-in-total">
                <bdi>{fils(costs.moveInTotal)}</bdi>
              </td>
            </tr>
          </tfoot>
        }
      >
        <tr className="border-t align-top">
          <th scope="row" className="text-start px-3 py-2 font-normal">
            <span className="font-medium">
              {cheques === 1 ? (
                <Trans>First rent cheque (the whole year)</Trans>
              ) : (
                <Trans>First rent cheque (1 of {cheques})</Trans>
              )}
            </span>
          </th>
          <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
            <bdi>{cheque}</bdi>
          </td>
        </tr>
        {costs.items.map((item) => {
          const source = text.rentingItemSource(item, state.emirate);
          return (
            <tr key={item.key} className="border-t align-top" data-testid={`rent-${item.key}`}>
              <th scope="row" className="text-start px-3 py-2 font-normal">
                <span className="font-medium">
                  {text.rentingItemLabel(item, state.emirate, state.furnished)}
                </span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  <Trans>Source: {source}</Trans>
                </span>
              </th>
              <td className="px-3 py-2 text-end tabular-nums">
                {item.unconfirmed ? (
                  <span className="text-amber-800">
                    <Trans>Not confirmed: check with {authority}</Trans>
                  </span>
                ) : (
                  <bdi>{fils(item.amount)}</bdi>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <p className="text-sm">
        {cheques === 1 ? (
          <Trans>
            Then nothing more until renewal, usually post-dated at even intervals through the year. The
            deposit comes back at the end of the tenancy, less any damage beyond normal wear.
          </Trans>
        ) : (
          <Trans>
            Then <Plural value={moreCheques} one="# more cheque" other="# more cheques" /> of{" "}
            <bdi>{cheque}</bdi>, usually post-dated at even intervals through the year. The deposit comes back
            at the end of the tenancy, less any damage beyond normal wear.
          </Trans>
        )}
      </p>
      {costs.unconfirmed && (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{note}</span>
        </p>
      )}
      {!costs.unconfirmed && note && <p className="text-sm text-muted-foreground">{note}</p>}
    </section>
  );
}
