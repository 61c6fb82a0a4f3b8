import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, BadgeCheck } from "lucide-react";
import { Link } from "wouter";
import { emirateSlug, findEmirate } from "@shared/locations";
import { emirateName } from "@shared/localised-names";
import {
  buyerShare,
  calculateBuyingCosts,
  GOLDEN_VISA_MIN_PROPERTY_VALUE,
  type CostItem,
} from "@shared/uae-costs";
import { AmountInput } from "@/components/calculators/amount-input";
import { BuyerProfileFields } from "@/components/calculators/buyer-profile-fields";
import { CalculatorField, describedBy } from "@/components/calculators/calculator-field";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatAed, formatAedWithFils, formatPercent } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useCostText } from "@/lib/uae-cost-text";
import { cn } from "@/lib/utils";
import { resolveLoan, type FeeCalculatorState } from "../lib/fee-calculator-state";
import { useToolOptions } from "../lib/localised-options";

/** Emirates where the law splits the transfer fee between buyer and seller, so who pays is a choice. */
const SPLIT_FEE_EMIRATES = ["Dubai", "Ras Al Khaimah"];

function usePayerLabel(): (payer: CostItem["payer"]) => string {
  const { t } = useLingui();
  return (payer) => (payer === "buyer" ? t`Buyer` : payer === "seller" ? t`Seller` : t`Split 50/50`);
}

export type BlankFields = Partial<Record<"price" | "ltv" | "loan", boolean>>;

export interface BuyingCostsProps {
  state: FeeCalculatorState;
  update: (patch: Partial<FeeCalculatorState>) => void;
  /** Fields the visitor has emptied (or typed nonsense into): their errors show and results wait. */
  blank: BlankFields;
  setBlank: (field: keyof BlankFields, isBlank: boolean) => void;
}

export function BuyingCosts({ state, update, blank, setBlank }: BuyingCostsProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const { emirateSlugOptions } = useToolOptions();
  const priceError = blank.price
    ? t`Enter the purchase price in AED`
    : state.price <= 0
      ? t`The price must be more than zero`
      : undefined;
  const loan = resolveLoan(state);
  const ltvError = blank.ltv ? t`Enter the loan as a percentage of the price (0–100)` : undefined;
  const loanError = blank.loan ? t`Enter the loan amount in AED` : undefined;
  const hasErrors = Boolean(priceError || (state.finance === "mortgage" && (ltvError || loanError)));
  const splitPossible = SPLIT_FEE_EMIRATES.includes(state.emirate);
  const buyerPaysAll = state.transferFee ? state.transferFee === "buyer" : state.emirate === "Dubai";
  const shownLtv = state.ltv ?? Math.round((loan.loanAmount / state.price) * 1000) / 10;

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        className="space-y-5"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t`Purchase details`}
      >
        <CalculatorField id="buy-emirate" label={t`Emirate`}>
          <NativeSelect
            id="buy-emirate"
            value={emirateSlug(state.emirate)}
            options={emirateSlugOptions}
            onValueChange={(value) =>
              update({ emirate: findEmirate(value) ?? state.emirate, transferFee: null })
            }
          />
        </CalculatorField>
        <CalculatorField id="buy-price" label={t`Purchase price (AED)`} error={priceError}>
          <AmountInput
            id="buy-price"
            value={state.price}
            onValueChange={(price) => {
              setBlank("price", price === null);
              if (price !== null) update({ price: Math.round(price) });
            }}
            aria-invalid={Boolean(priceError)}
            aria-describedby={describedBy("buy-price", priceError, false)}
          />
        </CalculatorField>

        <fieldset>
          <legend className="text-sm font-medium">
            <Trans>Paying with</Trans>
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
            {(["cash", "mortgage"] as const).map((finance) => (
              <label
                key={finance}
                className={cn(
                  "cursor-pointer rounded-md px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  state.finance === finance ? "bg-background shadow-sm" : "text-muted-foreground",
                )}
              >
                <input
                  type="radio"
                  name="finance"
                  value={finance}
                  checked={state.finance === finance}
                  onChange={() => update({ finance })}
                  className="sr-only"
                />
                {finance === "cash" ? t`Cash` : t`Mortgage`}
              </label>
            ))}
          </div>
        </fieldset>

        {state.finance === "mortgage" && (
          <div className="space-y-4 rounded-lg border p-4">
            <div className="grid grid-cols-2 gap-3">
              <CalculatorField id="buy-ltv" label={t`Loan (% of price)`} error={ltvError}>
                <AmountInput
                  id="buy-ltv"
                  grouping={false}
                  value={blank.ltv ? null : shownLtv}
                  onValueChange={(ltv) => {
                    const valid = ltv !== null && ltv <= 100;
                    setBlank("ltv", !valid);
                    setBlank("loan", false);
                    if (valid) update({ ltv, loan: null });
                  }}
                  aria-invalid={Boolean(ltvError)}
                  aria-describedby={describedBy("buy-ltv", ltvError, false)}
                />
              </CalculatorField>
              <CalculatorField id="buy-loan" label={t`Loan amount (AED)`} error={loanError}>
                <AmountInput
                  id="buy-loan"
                  value={blank.loan ? null : (state.loan ?? loan.loanAmount)}
                  onValueChange={(amount) => {
                    setBlank("loan", amount === null);
                    setBlank("ltv", false);
                    if (amount !== null) update({ loan: Math.round(amount), ltv: null });
                  }}
                  aria-invalid={Boolean(loanError)}
                  aria-describedby={describedBy("buy-loan", loanError, false)}
                />
              </CalculatorField>
            </div>
            <BuyerProfileFields idPrefix="buy" value={state} onChange={update} />
            <p className="text-sm text-muted-foreground" data-testid="ltv-cap">
              <Trans>
                Central Bank cap for this buyer:{" "}
                <strong className="text-foreground">
                  <bdi>{formatPercent(loan.capPercent, { decimals: 0 }, locale)}</bdi>
                </strong>{" "}
                of the price (
                <bdi>{formatAed(Math.floor((state.price * loan.capPercent) / 100), locale)}</bdi>).
              </Trans>
            </p>
            {loan.requestedAboveCap !== null && (
              <p className="flex gap-2 rounded-md bg-destructive/10 p-3 text-sm" role="alert">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                <span>
                  <Trans>
                    A loan of <bdi>{formatAed(loan.requestedAboveCap, locale)}</bdi> is above the cap, so no
                    UAE bank can lend it; the costs below use the most you can borrow,{" "}
                    <bdi>{formatAed(loan.loanAmount, locale)}</bdi>.
                  </Trans>
                </span>
              </p>
            )}
          </div>
        )}

        {splitPossible && (
          <div className="flex items-start gap-2">
            <Checkbox
              id="buy-transfer-fee"
              aria-labelledby="buy-transfer-fee-label"
              checked={buyerPaysAll}
              onCheckedChange={(checked) => update({ transferFee: checked === true ? "buyer" : "split" })}
              className="mt-0.5"
            />
            <div>
              <Label id="buy-transfer-fee-label" htmlFor="buy-transfer-fee">
                <Trans>Buyer pays the whole transfer fee</Trans>
              </Label>
              <p className="mt-1 text-xs text-muted-foreground">
                {state.emirate === "Dubai"
                  ? t`By law the 4% is split 2% / 2%, but in practice Dubai buyers usually pay all of it.`
                  : t`The law charges 2% to each party; a buyer can agree to pay both halves.`}
              </p>
            </div>
          </div>
        )}
      </form>

      <div aria-live="polite">
        {hasErrors ? (
          <p className="rounded-lg border bg-muted/40 p-6 text-muted-foreground">
            <Trans>Fix the highlighted field to see the costs.</Trans>
          </p>
        ) : (
          <BuyingCostsResult state={state} loanAmount={loan.loanAmount} buyerPaysAll={buyerPaysAll} />
        )}
      </div>
    </div>
  );
}

function BuyingCostsResult({
  state,
  loanAmount,
  buyerPaysAll,
}: {
  state: FeeCalculatorState;
  loanAmount: number;
  buyerPaysAll: boolean;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  const text = useCostText();
  const payerLabel = usePayerLabel();
  const aed = (amount: number) => formatAed(amount, locale);
  const fils = (amount: number) => formatAedWithFils(amount, locale);
  const columns: DataTableColumn[] = [
    { label: t`Item` },
    { label: t`Paid by`, className: "hidden sm:table-cell" },
    { label: t`Amount`, numeric: true, className: "hidden sm:table-cell" },
    { label: t`Buyer pays`, numeric: true },
  ];
  const costs = calculateBuyingCosts({
    emirate: state.emirate,
    price: state.price,
    loanAmount,
    buyerPaysFullTransferFee: SPLIT_FEE_EMIRATES.includes(state.emirate) ? buyerPaysAll : undefined,
  });
  const sellerPays = costs.items.reduce(
    (sum, item) => sum + (item.unconfirmed ? 0 : item.amount - buyerShare(item)),
    0,
  );
  const place = emirateName(state.emirate, language);
  const landDepartment = text.landDepartment(state.emirate);
  const note = text.buyingNote(costs, state.emirate, loanAmount);
  const price = aed(state.price);
  const loan = aed(loanAmount);
  const goldenVisaMinimum = aed(GOLDEN_VISA_MIN_PROPERTY_VALUE);
  const goldenVisaShortfall = aed(GOLDEN_VISA_MIN_PROPERTY_VALUE - state.price);
  return (
    <section aria-labelledby="buying-result" className="space-y-5">
      <h2 id="buying-result" className="text-xl font-semibold">
        {loanAmount > 0 ? (
          <Trans>
            Costs of buying a <bdi>{price}</bdi> home in {place} with a <bdi>{loan}</bdi> mortgage
          </Trans>
        ) : (
          <Trans>
            Costs of buying a <bdi>{price}</bdi> home in {place} with cash
          </Trans>
        )}
      </h2>
      <DataTable caption={t`Itemised costs, who pays each, and the buyer's share`} columns={columns}>
        {costs.items.map((item) => {
          const payer = payerLabel(item.payer);
          const wholeFee = fils(item.amount);
          const source = text.buyingItemSource(item, state.emirate);
          return (
            <tr key={item.key} className="border-t align-top" data-testid={`cost-${item.key}`}>
              <th scope="row" className="text-start px-3 py-2 font-normal">
                <span className="font-medium">{text.buyingItemLabel(item, state.emirate, state.price)}</span>
                {item.payer !== "buyer" && !item.unconfirmed && (
                  <span className="mt-0.5 block text-xs sm:hidden">
                    <Trans>
                      {payer}: whole fee <bdi>{wholeFee}</bdi>
                    </Trans>
                  </span>
                )}
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  <Trans>Source: {source}</Trans>
                </span>
              </th>
              <td className="hidden px-3 py-2 sm:table-cell">{payer}</td>
              {item.unconfirmed ? (
                <td colSpan={2} className="px-3 py-2 text-end text-amber-800">
                  <Trans>Not confirmed: check with {landDepartment}</Trans>
                </td>
              ) : (
                <>
                  <td className="hidden px-3 py-2 text-end tabular-nums sm:table-cell">
                    <bdi>{wholeFee}</bdi>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-end font-medium tabular-nums">
                    <bdi>{fils(buyerShare(item))}</bdi>
                  </td>
                </>
              )}
            </tr>
          );
        })}
        {/* Totals as rows of the same shape, so the columns hidden on a phone never leave gaps. */}
        <tr className="border-t-2 bg-muted/50">
          <th scope="row" className="px-3 py-2 text-start font-semibold">
            <Trans>Buyer&apos;s fees in total</Trans>
          </th>
          <td className="hidden sm:table-cell" />
          <td className="hidden sm:table-cell" />
          <td
            className="whitespace-nowrap px-3 py-2 text-end font-bold tabular-nums"
            data-testid="total-upfront"
          >
            <bdi>{fils(costs.totalUpfront)}</bdi>
          </td>
        </tr>
        {sellerPays > 0 && (
          <tr className="bg-muted/50">
            <th scope="row" className="px-3 py-2 text-start font-normal">
              <Trans>Paid by the seller</Trans>
            </th>
            <td className="hidden sm:table-cell" />
            <td className="hidden sm:table-cell" />
            <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
              <bdi>{fils(sellerPays)}</bdi>
            </td>
          </tr>
        )}
      </DataTable>

      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-sm text-muted-foreground">{loanAmount > 0 ? t`Down payment` : t`Price`}</dt>
          <dd className="text-lg font-semibold">
            <bdi>{aed(state.price - loanAmount)}</bdi>
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Fees</Trans>
          </dt>
          <dd className="text-lg font-semibold">
            <bdi>{fils(costs.totalUpfront)}</bdi>
          </dd>
        </div>
        <div className="rounded-lg bg-primary p-3 text-primary-foreground">
          <dt className="text-sm">
            <Trans>Cash needed</Trans>
          </dt>
          <dd className="text-xl font-bold" data-testid="cash-needed">
            <bdi>{fils(costs.cashNeeded)}</bdi>
          </dd>
        </div>
      </dl>

      {costs.unconfirmed && (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans>
              Some of {place}&apos;s fees could not be confirmed, so they are not in the totals rather than
              guessed. Check them with {landDepartment} before you commit.
            </Trans>
          </span>
        </p>
      )}
      <p
        className={cn(
          "flex gap-2 rounded-lg p-3 text-sm",
          costs.goldenVisaEligible ? "bg-secondary text-secondary-foreground" : "bg-muted",
        )}
        data-testid="golden-visa"
      >
        <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {costs.goldenVisaEligible ? (
            <Trans>
              At <bdi>{price}</bdi> this property meets the <bdi>{goldenVisaMinimum}</bdi> value for the UAE
              Golden Visa, a 10-year residence visa for property investors (off-plan and mortgaged homes
              qualify with conditions).
            </Trans>
          ) : (
            <Trans>
              The UAE Golden Visa for property investors needs property worth at least{" "}
              <bdi>{goldenVisaMinimum}</bdi>; this one is <bdi>{goldenVisaShortfall}</bdi> short.
            </Trans>
          )}
        </span>
      </p>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      <p className="text-sm text-muted-foreground">
        <Trans>
          Figures are the published 2025–2026 rates; the authorities change them without much notice. Read the{" "}
          <Link href="/buyer-guides" className="text-primary underline">
            buyer guides
          </Link>{" "}
          for each step.
        </Trans>
      </p>
    </section>
  );
}
