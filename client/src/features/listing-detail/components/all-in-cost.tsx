import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { useId, useState } from "react";
import type { Listing } from "@shared/listing";
import {
  buyerShare,
  calculateBuyingCosts,
  calculateRentingCosts,
  MAX_CHEQUES,
  maxLoanToValue,
  MIN_CHEQUES,
  type BuyingCosts,
} from "@shared/uae-costs";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { useFormatLocale } from "@/lib/i18n";
import { useCostText } from "@/lib/uae-cost-text";
import { formatAed, formatAedWithFils, formatCount } from "@shared/format";
import { buyingDefaults, isPrivateOwner, rentingDefaults, statedCheques } from "../listing-terms";

/** Where the law splits the transfer fee and practice may differ, the buyer can choose who pays it. */
const SPLIT_FEE_EMIRATES: readonly string[] = ["Dubai", "Ras Al Khaimah"];

/** The true cost of taking this listing: every fee on top of the price (docs/cost-rules.md). */
export function AllInCost({ listing }: { listing: Listing }) {
  return (
    <section aria-labelledby="all-in-cost-heading" className="space-y-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 id="all-in-cost-heading" className="text-xl font-semibold">
          {listing.priceType === "sale" ? (
            <Trans>All-in cost of buying</Trans>
          ) : (
            <Trans>All-in cost of renting</Trans>
          )}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {listing.priceType === "sale" ? (
            <Trans>The fees on top of the price, itemised, and the cash you need on the day.</Trans>
          ) : (
            <Trans>What you pay before moving in, itemised.</Trans>
          )}
        </p>
      </div>
      {/* Keyed by listing: its own terms are the starting choices, never another listing's. */}
      {listing.priceType === "sale" ? (
        <BuyingCost key={listing.id} listing={listing} />
      ) : (
        <RentingCost key={listing.id} listing={listing} />
      )}
    </section>
  );
}

function BuyingCost({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const splitId = useId();
  const canChoosePayer = SPLIT_FEE_EMIRATES.includes(listing.emirate);
  const [buyerPaysAll, setBuyerPaysAll] = useState(listing.emirate === "Dubai");
  const [throughAgent, setThroughAgent] = useState(() => buyingDefaults(listing).throughAgent ?? true);
  // Central Bank caps for an expatriate's first home; commercial loans are agreed case by case.
  const loanToValue =
    listing.category === "residential"
      ? maxLoanToValue({
          price: listing.price,
          isUaeNational: false,
          isFirstHome: true,
          isOffPlan: listing.completionStatus === "off-plan",
        })
      : null;
  const common = {
    emirate: listing.emirate,
    price: listing.price,
    buyerPaysFullTransferFee: canChoosePayer ? buyerPaysAll : undefined,
    throughAgent,
  };
  const cash = calculateBuyingCosts(common);
  const loanAmount = loanToValue ? Math.round((listing.price * loanToValue) / 100) : 0;
  const mortgage = loanToValue ? calculateBuyingCosts({ ...common, loanAmount }) : null;

  return (
    <div className="space-y-4">
      <AgentChoice
        checked={throughAgent}
        onChange={setThroughAgent}
        label={t`I buy through an agent (2% commission + 5% VAT)`}
        privateOwner={isPrivateOwner(listing)}
      />
      {canChoosePayer && (
        <div className="flex items-start gap-2">
          <Checkbox
            id={splitId}
            aria-labelledby={`${splitId}-label`}
            checked={buyerPaysAll}
            onCheckedChange={(checked) => setBuyerPaysAll(checked === true)}
            className="mt-0.5"
          />
          <Label id={`${splitId}-label`} htmlFor={splitId} className="text-sm font-normal leading-snug">
            {listing.emirate === "Dubai" ? (
              <Trans>I pay the whole transfer fee (usual in Dubai; untick to split it with the seller)</Trans>
            ) : (
              <Trans>
                I pay the whole transfer fee (the law splits it; untick to split it with the seller)
              </Trans>
            )}
          </Label>
        </div>
      )}
      {mortgage && loanToValue ? (
        <Tabs defaultValue="cash">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="cash">
              <Trans>Cash</Trans>
            </TabsTrigger>
            <TabsTrigger value="mortgage">
              <Trans>{loanToValue}% mortgage</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="cash" className="pt-3">
            <BuyingBreakdown costs={cash} listing={listing} />
          </TabsContent>
          <TabsContent value="mortgage" className="pt-3">
            <p className="mb-3 text-sm text-muted-foreground">
              <MortgageSummary
                loan={formatAed(loanAmount, locale)}
                deposit={formatAed(listing.price - loanAmount, locale)}
                loanToValue={loanToValue}
              />
            </p>
            <BuyingBreakdown costs={mortgage} listing={listing} loanAmount={loanAmount} />
          </TabsContent>
        </Tabs>
      ) : (
        <BuyingBreakdown costs={cash} listing={listing} />
      )}
      {cash.goldenVisaEligible && (
        <p className="flex items-start gap-2 rounded-md bg-secondary/60 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <Trans>
            At AED 2 million or more, this property can qualify its buyer for a 10-year Golden Visa.
          </Trans>
        </p>
      )}
    </div>
  );
}

/** "A loan of AED 1,600,000 (80% of the price), so a deposit of AED 400,000." */
function MortgageSummary({
  loan,
  deposit,
  loanToValue,
}: {
  loan: string;
  deposit: string;
  loanToValue: number;
}) {
  const loanText = <bdi>{loan}</bdi>;
  const depositText = <bdi>{deposit}</bdi>;
  return loanToValue < 80 ? (
    <Trans>
      A loan of {loanText} ({loanToValue}% of the price, the most a bank may lend here), so a deposit of{" "}
      {depositText}.
    </Trans>
  ) : (
    <Trans>
      A loan of {loanText} ({loanToValue}% of the price), so a deposit of {depositText}.
    </Trans>
  );
}

function BuyingBreakdown({
  costs,
  listing,
  loanAmount = 0,
}: {
  costs: BuyingCosts;
  listing: Listing;
  loanAmount?: number;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const costText = useCostText();
  return (
    <div className="space-y-3">
      <dl className="divide-y text-sm">
        <Row label={t`Price`} value={formatAed(listing.price, locale)} />
        {loanAmount > 0 && <Row label={t`Less the loan`} value={`− ${formatAed(loanAmount, locale)}`} />}
        {costs.items.map((item) => {
          const whole = formatAedWithFils(item.amount, locale);
          return (
            <Row
              key={item.key}
              label={costText.buyingItemLabel(item, listing.emirate, listing.price)}
              value={item.unconfirmed ? t`Not confirmed` : formatAedWithFils(buyerShare(item), locale)}
              hint={item.payer === "split" && !item.unconfirmed ? t`Your half of ${whole}` : undefined}
              unconfirmed={item.unconfirmed}
            />
          );
        })}
        <Row
          label={t`Fees on top of the price`}
          value={formatAedWithFils(costs.totalUpfront, locale)}
          strong
        />
        <Row label={t`Cash needed on the day`} value={formatAedWithFils(costs.cashNeeded, locale)} strong />
      </dl>
      {costs.note && (
        <p className="text-xs leading-relaxed text-muted-foreground">
          {costText.buyingNote(costs, listing.emirate, loanAmount)}
        </p>
      )}
    </div>
  );
}

function RentingCost({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const costText = useCostText();
  const chequesId = useId();
  const hintId = useId();
  const [defaults] = useState(() => rentingDefaults(listing));
  const stated = statedCheques(listing);
  const [cheques, setCheques] = useState(defaults.cheques);
  const [throughAgent, setThroughAgent] = useState(defaults.throughAgent ?? true);
  const costs = calculateRentingCosts({
    emirate: listing.emirate,
    annualRent: listing.price,
    cheques,
    furnished: listing.furnished === "furnished",
    throughAgent,
  });
  const options = Array.from({ length: MAX_CHEQUES - MIN_CHEQUES + 1 }, (_, i) => {
    const count = MIN_CHEQUES + i;
    return { value: String(count), label: t`${plural(count, { one: "# cheque", other: "# cheques" })}` };
  });
  const total = formatCount(cheques, locale);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={chequesId}>
          <Trans>Rent paid in</Trans>
        </Label>
        <NativeSelect
          id={chequesId}
          className="w-40"
          value={String(cheques)}
          options={options}
          onValueChange={(value) => setCheques(Number(value))}
          aria-describedby={hintId}
        />
        <p id={hintId} className="w-full text-xs text-muted-foreground">
          {stated === null ? (
            <Trans>The listing does not say how many cheques the landlord takes; 4 is usual.</Trans>
          ) : (
            t`${plural(stated, {
              one: "The landlord accepts a single cheque, as the listing says.",
              other: "The landlord accepts # cheques, as the listing says.",
            })}`
          )}
        </p>
      </div>
      <AgentChoice
        checked={throughAgent}
        onChange={setThroughAgent}
        label={t`I rent through an agent (about 5% fee + 5% VAT)`}
        privateOwner={isPrivateOwner(listing)}
      />
      <dl className="divide-y text-sm">
        <Row
          label={t`First rent cheque (1 of ${total})`}
          value={formatAedWithFils(costs.chequeAmount, locale)}
        />
        {costs.items.map((item) => (
          <Row
            key={item.key}
            label={costText.rentingItemLabel(item, listing.emirate, listing.furnished === "furnished")}
            value={item.unconfirmed ? t`Not confirmed` : formatAedWithFils(item.amount, locale)}
            unconfirmed={item.unconfirmed}
          />
        ))}
        <Row label={t`Due before moving in`} value={formatAedWithFils(costs.moveInTotal, locale)} strong />
        <Row label={t`Annual rent`} value={formatAed(listing.price, locale)} />
      </dl>
      {costs.note && (
        <p className="text-xs leading-relaxed text-muted-foreground">
          {costText.rentingNote(costs, listing.emirate)}
        </p>
      )}
    </div>
  );
}

/** Whether an agent's fee is due: off for a private owner's listing, and the visitor can change it. */
function AgentChoice({
  checked,
  onChange,
  label,
  privateOwner,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  privateOwner: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        aria-labelledby={`${id}-label`}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
      />
      <Label id={`${id}-label`} htmlFor={id} className="text-sm font-normal leading-snug">
        {label}
        <span className="block text-xs text-muted-foreground">
          {privateOwner ? (
            <Trans>Listed by its private owner: dealing with them directly, no agency fee is due.</Trans>
          ) : (
            <Trans>Listed by an agent, whose fee you usually pay.</Trans>
          )}
        </span>
      </Label>
    </div>
  );
}

function Row({
  label,
  value,
  hint,
  strong = false,
  unconfirmed = false,
}: {
  label: string;
  value: string;
  hint?: string;
  strong?: boolean;
  unconfirmed?: boolean;
}) {
  return (
    <div className={cn("flex items-start justify-between gap-4 py-2", strong && "font-semibold")}>
      <dt className={cn("min-w-0", !strong && "text-muted-foreground")}>
        {label}
        {hint && <span className="block text-xs">{hint}</span>}
      </dt>
      <dd className={cn("shrink-0 text-end tabular-nums", unconfirmed && "italic")}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
