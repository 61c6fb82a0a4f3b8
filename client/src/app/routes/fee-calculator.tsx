import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { Link2 } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { calculateBuyingCosts } from "@shared/uae-costs";
import { EMIRATES } from "@shared/locations";
import { emirateName } from "@shared/localised-names";
import {
  MortgageCalculator,
  type MortgageCalculatorValues,
} from "@/components/calculators/mortgage-calculator";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { BuyingCosts, type BlankFields } from "@/features/tools/components/buying-costs";
import { RentingCosts } from "@/features/tools/components/renting-costs";
import {
  DEFAULT_FEE_CALCULATOR_STATE,
  parseFeeCalculatorState,
  resolveLoan,
  serializeFeeCalculatorState,
  type FeeCalculatorState,
  type FeeCalculatorTab,
} from "@/features/tools/lib/fee-calculator-state";
import { toast } from "@/hooks/use-toast";
import { formatAed, formatAedWithFils } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useCostText } from "@/lib/uae-cost-text";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const PATH = "/stamp-duty-calculator";

/** The two worked examples (the unit tests reproduce every line of both), both in Dubai. */
const WORKED_EXAMPLES: { key: string; state: FeeCalculatorState; loan: number }[] = [
  {
    key: "cash",
    state: { ...DEFAULT_FEE_CALCULATOR_STATE, price: 2_000_000, finance: "cash" },
    loan: 0,
  },
  {
    key: "mortgage",
    state: { ...DEFAULT_FEE_CALCULATOR_STATE, price: 1_500_000, finance: "mortgage", ltv: 80 },
    loan: 1_200_000,
  },
];

const hrefOf = (state: FeeCalculatorState) => {
  const query = serializeFeeCalculatorState(state);
  return query ? `${PATH}?${query}` : PATH;
};

type MortgageBlank = "price" | "downPayment" | "ratePercent" | "years";

export default function FeeCalculatorPage() {
  const site = useSite();
  const { t } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  const costText = useCostText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => parseFeeCalculatorState(search), [search]);
  const [blank, setBlankFields] = useState<
    Partial<Record<keyof BlankFields | MortgageBlank | "rent", boolean>>
  >({});
  const setBlank = useCallback(
    (field: keyof BlankFields | MortgageBlank | "rent", isBlank: boolean) =>
      setBlankFields((current) =>
        Boolean(current[field]) === isBlank ? current : { ...current, [field]: isBlank },
      ),
    [],
  );
  // Every change replaces the URL, so the address bar always reproduces what is on screen.
  const update = (patch: Partial<FeeCalculatorState>) =>
    navigate(hrefOf({ ...state, ...patch }), { replace: true });

  const crumbs = [
    { name: t`Home`, path: "/" },
    { name: t`Fee Calculator`, path: PATH },
  ];
  usePageMeta({
    title: t`Fee Calculator: Property Transfer Fees and Costs in the UAE`,
    description: t`Work out the DLD 4% transfer fee, trustee, agency and mortgage fees for buying in Dubai and the other emirates, or the deposit and fees of renting, itemised and shareable.`,
    keywords: [
      "stamp duty calculator Dubai",
      "DLD transfer fee calculator",
      "property fees UAE",
      "Dubai property purchase costs",
      "rental costs Dubai",
    ],
    path: PATH,
    jsonLd: [
      breadcrumbJsonLd(site, crumbs),
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: t`Fee Calculator`,
        applicationCategory: "FinanceApplication",
        operatingSystem: "Any",
        url: `${site.baseUrl}${PATH}`,
        offers: { "@type": "Offer", price: "0", priceCurrency: "AED" },
      },
    ],
  });

  const minimumDown = state.price - resolveLoan({ ...state, finance: "mortgage" }).loanAmount;
  const mortgageValues: MortgageCalculatorValues = {
    price: blank.price ? null : state.price,
    downPayment: blank.downPayment ? null : (state.downPayment ?? minimumDown),
    ratePercent: blank.ratePercent ? null : state.ratePercent,
    years: blank.years ? null : state.years,
    isUaeNational: state.isUaeNational,
    isFirstHome: state.isFirstHome,
    isOffPlan: state.isOffPlan,
  };
  const updateMortgage = (values: MortgageCalculatorValues) => {
    const valid = {
      price: values.price !== null && values.price > 0 && Number.isInteger(values.price),
      downPayment: values.downPayment !== null && Number.isInteger(values.downPayment),
      ratePercent: values.ratePercent !== null && values.ratePercent <= 100,
      years:
        values.years !== null && Number.isInteger(values.years) && values.years >= 1 && values.years <= 25,
    };
    for (const [field, ok] of Object.entries(valid)) setBlank(field as MortgageBlank, !ok);
    update({
      ...(valid.price && { price: values.price! }),
      ...(valid.downPayment && { downPayment: values.downPayment! }),
      ...(valid.ratePercent && { ratePercent: values.ratePercent! }),
      ...(valid.years && { years: values.years! }),
      isUaeNational: values.isUaeNational,
      isFirstHome: values.isFirstHome,
      isOffPlan: values.isOffPlan,
    });
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: t`Link copied`, description: t`Anyone who opens it sees these figures.` });
    } catch {
      toast({
        title: t`Could not copy the link`,
        description: t`Copy the address from your browser's address bar instead.`,
        variant: "destructive",
      });
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Fee Calculator</Trans>
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
            <Trans>
              What buying or renting a home in the UAE costs on top of the price: transfer fees, registration,
              agency commission, mortgage fees and deposits, itemised with who pays each one and where the
              figure comes from.
            </Trans>
          </p>
        </div>
        <Button variant="outline" onClick={copyLink}>
          <Link2 aria-hidden="true" />
          <Trans>Copy link</Trans>
        </Button>
      </header>

      <Tabs
        value={state.tab}
        onValueChange={(tab) => update({ tab: tab as FeeCalculatorTab })}
        className="mt-8"
      >
        <TabsList aria-label={t`Calculator`} className="w-full sm:w-auto">
          <TabsTrigger value="buy" className="flex-1 sm:flex-none">
            <Trans>Buying</Trans>
          </TabsTrigger>
          <TabsTrigger value="rent" className="flex-1 sm:flex-none">
            <Trans>Renting</Trans>
          </TabsTrigger>
          <TabsTrigger value="mortgage" className="flex-1 sm:flex-none">
            <Trans>Mortgage</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="buy" className="mt-6">
          <BuyingCosts state={state} update={update} blank={blank} setBlank={setBlank} />
        </TabsContent>
        <TabsContent value="rent" className="mt-6">
          <RentingCosts
            state={state}
            update={update}
            rentBlank={Boolean(blank.rent)}
            setRentBlank={(isBlank) => setBlank("rent", isBlank)}
          />
        </TabsContent>
        <TabsContent value="mortgage" className="mt-6">
          <MortgageCalculator value={mortgageValues} onChange={updateMortgage} className="max-w-4xl" />
        </TabsContent>
      </Tabs>

      <section aria-labelledby="worked-examples" className="mt-14">
        <h2 id="worked-examples" className="text-2xl font-semibold">
          <Trans>Worked examples</Trans>
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {WORKED_EXAMPLES.map((example) => {
            const costs = calculateBuyingCosts({
              emirate: example.state.emirate,
              price: example.state.price,
              loanAmount: example.loan,
            });
            const price = formatAed(example.state.price, locale);
            const place = emirateName(example.state.emirate, language);
            const fees = formatAedWithFils(costs.totalUpfront, locale);
            const cash = formatAedWithFils(costs.cashNeeded, locale);
            return (
              <li key={example.key} className="rounded-xl border bg-card p-5">
                <h3 className="font-semibold">
                  {example.loan > 0 ? (
                    <Trans>
                      <bdi>{price}</bdi> apartment in {place} with an 80% mortgage
                    </Trans>
                  ) : (
                    <Trans>
                      <bdi>{price}</bdi> apartment in {place}, bought with cash
                    </Trans>
                  )}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">
                  <Trans>
                    Fees <bdi>{fees}</bdi> on top of the price; cash needed on the day <bdi>{cash}</bdi>.
                  </Trans>
                </p>
                <Link
                  href={hrefOf(example.state)}
                  className="mt-3 inline-block font-medium text-primary underline"
                >
                  <Trans>Open this example</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="mt-14 max-w-3xl space-y-4 leading-relaxed">
        <h2 id="how-it-works" className="text-2xl font-semibold">
          <Trans>Is there stamp duty in the UAE?</Trans>
        </h2>
        <p>
          <Trans>
            Not by that name. The UAE has no stamp duty, but each emirate&apos;s land department charges a{" "}
            <strong>transfer (registration) fee</strong> when a sale is registered, and that is the big cost.
            In Dubai it is 4% of the price: the law splits it 2% / 2% between buyer and seller, yet buyers
            usually pay all of it. Abu Dhabi charges 2%, paid by the buyer; Ras Al Khaimah charges 2% to each
            party.
          </Trans>
        </p>
        <p>
          <Trans>
            On top come the land department&apos;s admin and title deed fees, the registration trustee&apos;s
            fee in Dubai, the agent&apos;s commission (usually 2% plus 5% VAT) and, with a mortgage, the
            mortgage registration fee and the bank&apos;s valuation. There is no annual property tax and no
            capital gains tax for individuals. See the{" "}
            <Link
              href="/buyer-guides/mortgage-guide"
              className="font-medium text-primary underline underline-offset-2"
            >
              mortgage guide
            </Link>{" "}
            for how much banks lend and the{" "}
            <Link
              href="/renter-guides/rental-costs"
              className="font-medium text-primary underline underline-offset-2"
            >
              renter guides
            </Link>{" "}
            for renting.
          </Trans>
        </p>
        <p>
          <Trans>Where the sale is registered in each emirate:</Trans>
        </p>
        <ul className="list-disc space-y-1 ps-6">
          {EMIRATES.map((emirate) => (
            <li key={emirate}>
              <strong>{emirateName(emirate, language)}:</strong> {costText.landDepartment(emirate)}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Where we could not confirm an emirate&apos;s current fee we leave it out of the totals and say so,
            rather than guess. Fees change without much notice: confirm them with the land department or your
            conveyancer before you sign.
          </Trans>
        </p>
      </section>
    </div>
  );
}
