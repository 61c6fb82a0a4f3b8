import type { ContentBody } from "../types";

export default {
  intro:
    "Owning property worth AED 2,000,000 or more can earn you and your family a 10-year UAE Golden Visa. This guide sets out who qualifies, how off-plan and mortgaged homes are treated, the application steps and the mistakes that cause delays.",
  sections: [
    {
      heading: "Who qualifies for a Golden Visa through property?",
      blocks: [
        {
          type: "paragraph",
          text: "The property route to the 10-year Golden Visa requires real estate in the UAE with a value of at least **AED 2,000,000**. The rules have been widened since the scheme launched, and in general:",
        },
        {
          type: "list",
          items: [
            "The AED 2,000,000 can come from one property or several properties added together.",
            "Mortgaged property can qualify; expect to provide a letter from the lending bank, and check whether the authority requires a minimum amount to have been paid.",
            "Off-plan property can qualify when bought from an approved developer, usually subject to conditions on the amount paid or the project's status.",
            "Jointly owned property is assessed on each owner's share, with more flexible treatment for spouses in some cases.",
          ],
        },
        {
          type: "callout",
          title: "Rules change — confirm before you buy",
          text: "The Federal Authority for Identity, Citizenship, Customs and Port Security (ICP), the General Directorate of Residency and Foreigners Affairs (GDRFA) in Dubai and the Dubai Land Department (DLD) update their criteria from time to time. If the visa is a reason for buying, confirm eligibility for your specific property before signing Form F.",
        },
      ],
    },
    {
      heading: "What does the Golden Visa give you and your family?",
      blocks: [
        {
          type: "list",
          items: [
            "A **10-year renewable residence visa** that does not need an employer sponsor.",
            "The right to sponsor your spouse and children, with wider age limits for children than standard residence visas, plus domestic staff.",
            "No requirement to be in the UAE every six months to keep the visa valid, unlike ordinary residence visas.",
            "Continued residence for family members for the rest of the visa's validity if the holder dies.",
          ],
        },
        {
          type: "paragraph",
          text: "It does not confer citizenship, and it remains tied to the property. If you sell and your remaining holdings fall below the threshold, you may no longer qualify, so ask the issuing authority how an existing visa is treated before you list the home. Renewal requires showing that you still hold qualifying property, so keep your title deeds and any bank letters up to date.",
        },
      ],
    },
    {
      heading: "Does your property situation qualify?",
      blocks: [
        {
          type: "table",
          caption: "Common buyer situations and how they are usually treated (confirm with the authorities)",
          columns: ["Situation", "Usually eligible?", "What to check"],
          rows: [
            [
              "Ready home worth AED 2,000,000+, fully paid",
              "Yes",
              "Value shown on the title deed or valuation",
            ],
            [
              "Ready home worth AED 2,000,000+, with a mortgage",
              "Often",
              "Bank letter; any minimum paid-up amount",
            ],
            [
              "Off-plan unit worth AED 2,000,000+",
              "Often",
              "Approved developer; amount paid; Oqood registration",
            ],
            ["Two homes worth AED 1,100,000 each", "Generally", "Both must be in the applicant's name"],
            [
              "Half share of a AED 3,000,000 villa",
              "Not on its own",
              "Your share must meet the threshold unless spouse rules apply",
            ],
          ],
        },
      ],
    },
    {
      heading: "How do you apply in Dubai and Abu Dhabi?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Confirm the value.** Gather your title deed (or Oqood for off-plan) and, where asked, a DLD-approved valuation.",
            "**Get the property certificate.** In Dubai, the DLD issues confirmation of your holdings for visa purposes through its service channels.",
            "**Submit the application** through GDRFA in Dubai, or through ICP for other emirates including Abu Dhabi, often via an approved typing or Amer centre.",
            "**Complete the medical test and biometrics** for you and each family member.",
            "**Receive the visa and Emirates ID.** Family members apply as your dependants once your visa is issued.",
          ],
        },
        {
          type: "paragraph",
          text: "Government fees, medical fees and insurance are charged per person and are revised periodically, so ask for a full quotation covering your family before you start. Processing times vary with the completeness of the documents.",
        },
        {
          type: "paragraph",
          text: "The value used is normally the purchase price on the title deed or an approved valuation, not an asking price or an agent's estimate. If you bought some time ago and the market has risen, a fresh valuation may show your property now meets the threshold; if the market has fallen, the reverse can apply at renewal.",
        },
      ],
    },
    {
      heading: "What if your budget is below AED 2,000,000?",
      blocks: [
        {
          type: "paragraph",
          text: "A shorter property-linked residence visa has been available for lower-value property — commonly cited at AED 750,000 in Dubai — with its own conditions. It may suit investors who do not yet reach the Golden Visa threshold. Eligibility and thresholds differ between emirates, so check with GDRFA or ICP. Browse homes around the threshold on our [luxury properties](/categories/luxury-properties) page or search by budget on [buy](/buy).",
        },
      ],
    },
    {
      heading: "Which mistakes delay a property Golden Visa?",
      blocks: [
        {
          type: "list",
          items: [
            "Assuming a purchase price just under AED 2,000,000 will be rounded up after fees — it will not; fees do not count towards the value.",
            "Buying off-plan from a developer or project that is not on the approved list.",
            "Registering the property jointly without checking how shares are assessed.",
            "Letting the bank letter or valuation expire before the application is lodged.",
          ],
        },
        {
          type: "paragraph",
          text: "Our [UAE investment guide](/news/uae-investment-guide) explains how to weigh visa eligibility against yield and location, and the [legal checklist](/buyer-guides/legal-checklist) covers the paperwork for any purchase.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
