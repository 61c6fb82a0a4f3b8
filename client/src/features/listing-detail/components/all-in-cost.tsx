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
import { countOf } from "@/lib/plural";
import { formatAed, formatAedWithFils } from "@shared/format";
import { buyingDefaults, isPrivateOwner, rentingDefaults, statedCheques } from "../listing-terms";

/** Where the law splits the transfer fee and practice may differ, the buyer can choose who pays it. */
const SPLIT_FEE_EMIRATES: readonly string[] = ["Dubai", "Ras Al Khaimah"];

/** The true cost of taking this listing: every fee on top of the price (docs/cost-rules.md). */
export function AllInCost({ listing }: { listing: Listing }) {
  return (
    <section aria-labelledby="all-in-cost-heading" className="space-y-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 id="all-in-cost-heading" className="text-xl font-semibold">
          {listing.priceType === "sale" ? "All-in cost of buying" : "All-in cost of renting"}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {listing.priceType === "sale"
            ? "The fees on top of the price, itemised, and the cash you need on the day."
            : "What you pay before moving in, itemised."}
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
        label="I buy through an agent (2% commission + 5% VAT)"
        privateOwner={isPrivateOwner(listing)}
      />
      {canChoosePayer && (
        <div className="flex items-start gap-2">
          <Checkbox
            id={splitId}
            checked={buyerPaysAll}
            onCheckedChange={(checked) => setBuyerPaysAll(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={splitId} className="text-sm font-normal leading-snug">
            I pay the whole transfer fee (
            {listing.emirate === "Dubai" ? "usual in Dubai" : "the law splits it"}; untick to split it with
            the seller)
          </Label>
        </div>
      )}
      {mortgage && loanToValue ? (
        <Tabs defaultValue="cash">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="cash">Cash</TabsTrigger>
            <TabsTrigger value="mortgage">{loanToValue}% mortgage</TabsTrigger>
          </TabsList>
          <TabsContent value="cash" className="pt-3">
            <BuyingBreakdown costs={cash} price={listing.price} />
          </TabsContent>
          <TabsContent value="mortgage" className="pt-3">
            <p className="mb-3 text-sm text-muted-foreground">
              A loan of {formatAed(loanAmount)} ({loanToValue}% of the price
              {loanToValue < 80 ? ", the most a bank may lend here" : ""}), so a deposit of{" "}
              {formatAed(listing.price - loanAmount)}.
            </p>
            <BuyingBreakdown costs={mortgage} price={listing.price} loanAmount={loanAmount} />
          </TabsContent>
        </Tabs>
      ) : (
        <BuyingBreakdown costs={cash} price={listing.price} />
      )}
      {cash.goldenVisaEligible && (
        <p className="flex items-start gap-2 rounded-md bg-secondary/60 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          At AED 2 million or more, this property can qualify its buyer for a 10-year Golden Visa.
        </p>
      )}
    </div>
  );
}

function BuyingBreakdown({
  costs,
  price,
  loanAmount = 0,
}: {
  costs: BuyingCosts;
  price: number;
  loanAmount?: number;
}) {
  return (
    <div className="space-y-3">
      <dl className="divide-y text-sm">
        <Row label="Price" value={formatAed(price)} />
        {loanAmount > 0 && <Row label="Less the loan" value={`− ${formatAed(loanAmount)}`} />}
        {costs.items.map((item) => (
          <Row
            key={item.key}
            label={item.label}
            value={item.unconfirmed ? "Not confirmed" : formatAedWithFils(buyerShare(item))}
            hint={
              item.payer === "split" && !item.unconfirmed
                ? `Your half of ${formatAedWithFils(item.amount)}`
                : undefined
            }
            unconfirmed={item.unconfirmed}
          />
        ))}
        <Row label="Fees on top of the price" value={formatAedWithFils(costs.totalUpfront)} strong />
        <Row label="Cash needed on the day" value={formatAedWithFils(costs.cashNeeded)} strong />
      </dl>
      {costs.note && <p className="text-xs leading-relaxed text-muted-foreground">{costs.note}</p>}
    </div>
  );
}

function RentingCost({ listing }: { listing: Listing }) {
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
    return { value: String(count), label: countOf(count, "cheque") };
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={chequesId}>Rent paid in</Label>
        <NativeSelect
          id={chequesId}
          className="w-40"
          value={String(cheques)}
          options={options}
          onValueChange={(value) => setCheques(Number(value))}
          aria-describedby={hintId}
        />
        <p id={hintId} className="w-full text-xs text-muted-foreground">
          {stated === null
            ? "The listing does not say how many cheques the landlord takes; 4 is usual."
            : `The landlord accepts ${stated === 1 ? "a single cheque" : `${stated} cheques`}, as the listing says.`}
        </p>
      </div>
      <AgentChoice
        checked={throughAgent}
        onChange={setThroughAgent}
        label="I rent through an agent (about 5% fee + 5% VAT)"
        privateOwner={isPrivateOwner(listing)}
      />
      <dl className="divide-y text-sm">
        <Row label={`First rent cheque (1 of ${cheques})`} value={formatAedWithFils(costs.chequeAmount)} />
        {costs.items.map((item) => (
          <Row
            key={item.key}
            label={item.label}
            value={item.unconfirmed ? "Not confirmed" : formatAedWithFils(item.amount)}
            unconfirmed={item.unconfirmed}
          />
        ))}
        <Row label="Due before moving in" value={formatAedWithFils(costs.moveInTotal)} strong />
        <Row label="Annual rent" value={formatAed(listing.price)} />
      </dl>
      {costs.note && <p className="text-xs leading-relaxed text-muted-foreground">{costs.note}</p>}
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
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="text-sm font-normal leading-snug">
        {label}
        <span className="block text-xs text-muted-foreground">
          {privateOwner
            ? "Listed by its private owner: dealing with them directly, no agency fee is due."
            : "Listed by an agent, whose fee you usually pay."}
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
      <dd className={cn("shrink-0 text-end tabular-nums", unconfirmed && "italic")}>{value}</dd>
    </div>
  );
}
