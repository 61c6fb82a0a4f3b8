import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CollectionLandingPage } from "@/app/collection-landing-page";
import { TextLink, type CollectionDefinition } from "@/features/listings/components/listing-collection";

const COMMERCIAL: CollectionDefinition = {
  path: "/commercial-property",
  filter: { category: "commercial" },
  countOf: (count, i18n) =>
    i18n._(msg`${plural(count, { one: "# commercial property", other: "# commercial properties" })}`),
};

export default function CommercialPropertyPage() {
  const { t } = useLingui();
  return (
    <CollectionLandingPage
      definition={COMMERCIAL}
      crumb={t`Commercial property`}
      meta={(place) => ({
        title: t`Commercial Property for Sale and Rent in ${place}`,
        description: t`Offices, shops and warehouses for sale and rent in ${place}, with what to check first: 5% VAT, the trade licence, fit-out and service charges.`,
        keywords: [
          t`commercial property`,
          t`office for rent Dubai`,
          t`retail space UAE`,
          t`warehouse for sale`,
          t`commercial VAT`,
        ],
      })}
      title={(place) => <Trans>Commercial property in {place}</Trans>}
      intro={
        <Trans>
          Offices, retail units and warehouses to buy or lease. Commercial deals follow different rules from
          homes, so the costs and checks below matter as much as the price.
        </Trans>
      }
      checks={{
        id: "commercial-checks",
        heading: t`What to check before you buy or lease`,
        items: [
          {
            title: t`VAT`,
            body: (
              <Trans>
                Unlike homes, commercial sales and leases carry 5% VAT on the price or rent. Ask whether a
                quoted figure includes it, and whether you can recover it as a VAT-registered business.
              </Trans>
            ),
          },
          {
            title: t`Your trade licence`,
            body: (
              <Trans>
                The premises must suit the activity on your licence. A Dubai mainland licence needs a
                registered (Ejari) lease for the premises; a free zone licence usually needs premises inside
                that free zone.
              </Trans>
            ),
          },
          {
            title: t`Fit-out`,
            body: (
              <Trans>
                Units are often handed over as shell and core. Fit-out needs the landlord’s or developer’s
                approval and authority permits; ask for a rent-free fit-out period and who owns the fit-out
                when you leave.
              </Trans>
            ),
          },
          {
            title: t`Service charges and running costs`,
            body: (
              <Trans>
                Owners pay service charges per square foot, and cooling is often billed separately. Check the
                building’s figures in the RERA service charge index and what the rent includes.
              </Trans>
            ),
          },
        ],
        readMore: (
          <Trans>
            Read more: <TextLink href="/news/uae-investment-guide">yields and taxes for investors</TextLink>,{" "}
            <TextLink href="/guides/legal-compliance">the legal framework</TextLink>, and the{" "}
            <TextLink href="/stamp-duty-calculator">Fee Calculator</TextLink> for transfer costs.
          </Trans>
        ),
      }}
      listingsHeading={t`Commercial listings`}
    />
  );
}
