import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CollectionLandingPage } from "@/app/collection-landing-page";
import { TextLink, type CollectionDefinition } from "@/features/listings/components/listing-collection";

const OFF_PLAN: CollectionDefinition = {
  path: "/new-property",
  filter: { completionStatus: "off-plan" },
  countOf: (count, i18n) =>
    i18n._(msg`${plural(count, { one: "# off-plan property", other: "# off-plan properties" })}`),
  emptyHint: {
    rent: (
      <Trans>
        Homes still under construction are sold rather than let. For homes ready to move into, see{" "}
        <TextLink href="/rent">property to rent</TextLink>.
      </Trans>
    ),
  },
};

export default function NewPropertyPage() {
  const { t } = useLingui();
  return (
    <CollectionLandingPage
      definition={OFF_PLAN}
      crumb={t`New and off-plan property`}
      meta={(place) => ({
        title: t`New and Off-Plan Property in ${place}`,
        description: t`Off-plan apartments, villas and townhouses in ${place} sold by developers on payment plans, with what to check first: escrow, Oqood, the plan and the developer.`,
        keywords: [
          t`off-plan property`,
          t`new projects Dubai`,
          t`payment plan`,
          "Oqood",
          t`escrow`,
          t`new developments UAE`,
        ],
      })}
      title={(place) => <Trans>New and off-plan property in {place}</Trans>}
      intro={
        <Trans>
          Homes bought before or during construction, usually from the developer on a payment plan: you pay in
          stages and get the keys at completion. Every listing below is marked off-plan by its lister; ask the
          agent or developer for the expected completion date and the full payment plan.
        </Trans>
      }
      checks={{
        id: "off-plan-checks",
        heading: t`What to check before you pay a booking deposit`,
        items: [
          {
            title: t`Escrow`,
            body: (
              <Trans>
                In Dubai, payments for a registered project must go into its escrow account at an approved
                bank (Law No. 8 of 2007), never to a salesperson. Check the account named in the sale
                agreement.
              </Trans>
            ),
          },
          {
            title: t`Oqood registration`,
            body: (
              <Trans>
                The sale is recorded on the Dubai Land Department’s interim register, Oqood, and the 4% DLD
                fee is usually due then. Keep the certificate: it is your proof of purchase until the title
                deed.
              </Trans>
            ),
          },
          {
            title: t`The payment plan`,
            body: (
              <Trans>
                60/40, 50/50 or post-handover: check each instalment date against your cash flow. Banks lend
                at most 50% on off-plan property, so plan for the handover payment.
              </Trans>
            ),
          },
          {
            title: t`The developer’s track record`,
            body: (
              <Trans>
                Look up completed projects, how late they were and build quality, and the project’s
                registration and progress in the DLD’s Dubai REST app.
              </Trans>
            ),
          },
        ],
        readMore: (
          <Trans>
            Read more:{" "}
            <TextLink href="/news/off-plan-investment">off-plan payment plans, escrow and risks</TextLink>,
            the <TextLink href="/buyer-guides/legal-checklist">buyer’s legal checklist</TextLink>,{" "}
            <TextLink href="/guides/secure-transactions">secure transactions</TextLink> and{" "}
            <TextLink href="/buyer-guides/inspection-checklist">snagging at handover</TextLink>.
          </Trans>
        ),
      }}
      listingsHeading={t`Off-plan listings`}
    />
  );
}
