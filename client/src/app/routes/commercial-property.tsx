import { CollectionLandingPage } from "@/app/collection-landing-page";
import { TextLink, type CollectionDefinition } from "@/features/listings/components/listing-collection";

const COMMERCIAL: CollectionDefinition = {
  path: "/commercial-property",
  filter: { category: "commercial" },
  noun: "commercial properties",
};

export default function CommercialPropertyPage() {
  return (
    <CollectionLandingPage
      definition={COMMERCIAL}
      crumb="Commercial property"
      meta={(place) => ({
        title: `Commercial Property for Sale and Rent in ${place}`,
        description: `Offices, shops and warehouses for sale and rent in ${place}, with what to check first: 5% VAT, the trade licence, fit-out and service charges.`,
        keywords: [
          "commercial property",
          "office for rent Dubai",
          "retail space UAE",
          "warehouse for sale",
          "commercial VAT",
        ],
      })}
      title={(place) => <>Commercial property in {place}</>}
      intro={
        <>
          Offices, retail units and warehouses to buy or lease. Commercial deals follow different rules from
          homes, so the costs and checks below matter as much as the price.
        </>
      }
      checks={{
        id: "commercial-checks",
        heading: "What to check before you buy or lease",
        items: [
          {
            title: "VAT",
            body: (
              <>
                Unlike homes, commercial sales and leases carry 5% VAT on the price or rent. Ask whether a
                quoted figure includes it, and whether you can recover it as a VAT-registered business.
              </>
            ),
          },
          {
            title: "Your trade licence",
            body: (
              <>
                The premises must suit the activity on your licence. A Dubai mainland licence needs a
                registered (Ejari) lease for the premises; a free zone licence usually needs premises inside
                that free zone.
              </>
            ),
          },
          {
            title: "Fit-out",
            body: (
              <>
                Units are often handed over as shell and core. Fit-out needs the landlord’s or developer’s
                approval and authority permits; ask for a rent-free fit-out period and who owns the fit-out
                when you leave.
              </>
            ),
          },
          {
            title: "Service charges and running costs",
            body: (
              <>
                Owners pay service charges per square foot, and cooling is often billed separately. Check the
                building’s figures in the RERA service charge index and what the rent includes.
              </>
            ),
          },
        ],
        readMore: (
          <>
            Read more: <TextLink href="/news/uae-investment-guide">yields and taxes for investors</TextLink>,{" "}
            <TextLink href="/guides/legal-compliance">the legal framework</TextLink>, and the{" "}
            <TextLink href="/stamp-duty-calculator">Fee Calculator</TextLink> for transfer costs.
          </>
        ),
      }}
      listingsHeading="Commercial listings"
    />
  );
}
