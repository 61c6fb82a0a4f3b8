import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import { ListingCollection, TextLink, type CollectionDefinition } from "../listing-collection";

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "New and off-plan property", path: "/new-property" },
];

const OFF_PLAN: CollectionDefinition = {
  path: "/new-property",
  filter: { completionStatus: "off-plan" },
  noun: "off-plan properties",
  emptyHint: {
    rent: (
      <>
        Homes still under construction are sold rather than let. For homes ready to move into, see{" "}
        <TextLink href="/rent">property to rent</TextLink>.
      </>
    ),
  },
};

export default function NewPropertyPage() {
  const site = useSite();
  const place = site.scope === "Dubai" ? "Dubai" : "the UAE";
  usePageMeta({
    title: `New and Off-Plan Property in ${place}`,
    description: `Off-plan apartments, villas and townhouses in ${place} sold by developers on payment plans, with what to check first: escrow, Oqood, the plan and the developer.`,
    keywords: [
      "off-plan property",
      "new projects Dubai",
      "payment plan",
      "Oqood",
      "escrow",
      "new developments UAE",
    ],
    path: "/new-property",
    jsonLd: [breadcrumbJsonLd(site, CRUMBS)],
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          New and off-plan property in {place}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Homes bought before or during construction, usually from the developer on a payment plan: you pay in
          stages and get the keys at completion. Every listing below is marked off-plan by its lister; ask the
          agent or developer for the expected completion date and the full payment plan.
        </p>
      </header>

      <section
        aria-labelledby="off-plan-checks"
        className="mt-8 max-w-4xl rounded-xl border bg-muted/40 p-5 sm:p-6"
      >
        <h2 id="off-plan-checks" className="text-xl font-semibold">
          What to check before you pay a booking deposit
        </h2>
        <ul className="mt-4 grid gap-4 text-sm leading-relaxed sm:grid-cols-2">
          <li>
            <strong className="block text-base">Escrow</strong>
            In Dubai, payments for a registered project must go into its escrow account at an approved bank
            (Law No. 8 of 2007), never to a salesperson. Check the account named in the sale agreement.
          </li>
          <li>
            <strong className="block text-base">Oqood registration</strong>
            The sale is recorded on the Dubai Land Department’s interim register, Oqood, and the 4% DLD fee is
            usually due then. Keep the certificate: it is your proof of purchase until the title deed.
          </li>
          <li>
            <strong className="block text-base">The payment plan</strong>
            60/40, 50/50 or post-handover: check each instalment date against your cash flow. Banks lend at
            most 50% on off-plan property, so plan for the handover payment.
          </li>
          <li>
            <strong className="block text-base">The developer’s track record</strong>
            Look up completed projects, how late they were and build quality, and the project’s registration
            and progress in the DLD’s Dubai REST app.
          </li>
        </ul>
        <p className="mt-4 text-sm">
          Read more:{" "}
          <TextLink href="/news/off-plan-investment">off-plan payment plans, escrow and risks</TextLink>, the{" "}
          <TextLink href="/buyer-guides/legal-checklist">buyer’s legal checklist</TextLink>,{" "}
          <TextLink href="/guides/secure-transactions">secure transactions</TextLink> and{" "}
          <TextLink href="/buyer-guides/inspection-checklist">snagging at handover</TextLink>.
        </p>
      </section>

      <ListingCollection definition={OFF_PLAN} heading="Off-plan listings" />
    </div>
  );
}
