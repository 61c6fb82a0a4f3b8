import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import { ListingCollection, TextLink, type CollectionDefinition } from "../listing-collection";

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Commercial property", path: "/commercial-property" },
];

const COMMERCIAL: CollectionDefinition = {
  path: "/commercial-property",
  filter: { category: "commercial" },
  noun: "commercial properties",
};

export default function CommercialPropertyPage() {
  const site = useSite();
  const place = site.scope === "Dubai" ? "Dubai" : "the UAE";
  usePageMeta({
    title: `Commercial Property for Sale and Rent in ${place}`,
    description: `Offices, shops and warehouses for sale and rent in ${place}, with what to check first: 5% VAT, the trade licence, fit-out and service charges.`,
    keywords: [
      "commercial property",
      "office for rent Dubai",
      "retail space UAE",
      "warehouse for sale",
      "commercial VAT",
    ],
    path: "/commercial-property",
    jsonLd: [breadcrumbJsonLd(site, CRUMBS)],
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Commercial property in {place}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Offices, retail units and warehouses to buy or lease. Commercial deals follow different rules from
          homes, so the costs and checks below matter as much as the price.
        </p>
      </header>

      <section
        aria-labelledby="commercial-checks"
        className="mt-8 max-w-4xl rounded-xl border bg-muted/40 p-5 sm:p-6"
      >
        <h2 id="commercial-checks" className="text-xl font-semibold">
          What to check before you buy or lease
        </h2>
        <ul className="mt-4 grid gap-4 text-sm leading-relaxed sm:grid-cols-2">
          <li>
            <strong className="block text-base">VAT</strong>
            Unlike homes, commercial sales and leases carry 5% VAT on the price or rent. Ask whether a quoted
            figure includes it, and whether you can recover it as a VAT-registered business.
          </li>
          <li>
            <strong className="block text-base">Your trade licence</strong>
            The premises must suit the activity on your licence. A Dubai mainland licence needs a registered
            (Ejari) lease for the premises; a free zone licence usually needs premises inside that free zone.
          </li>
          <li>
            <strong className="block text-base">Fit-out</strong>
            Units are often handed over as shell and core. Fit-out needs the landlord’s or developer’s
            approval and authority permits; ask for a rent-free fit-out period and who owns the fit-out when
            you leave.
          </li>
          <li>
            <strong className="block text-base">Service charges and running costs</strong>
            Owners pay service charges per square foot, and cooling is often billed separately. Check the
            building’s figures in the RERA service charge index and what the rent includes.
          </li>
        </ul>
        <p className="mt-4 text-sm">
          Read more: <TextLink href="/news/uae-investment-guide">yields and taxes for investors</TextLink>,{" "}
          <TextLink href="/guides/legal-compliance">the legal framework</TextLink>, and the{" "}
          <TextLink href="/stamp-duty-calculator">Fee Calculator</TextLink> for transfer costs.
        </p>
      </section>

      <ListingCollection definition={COMMERCIAL} heading="Commercial listings" />
    </div>
  );
}
