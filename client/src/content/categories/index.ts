import type { CuratedCategorySlug } from "@shared/market";
import type { ContentBody, ContentSummary } from "../types";

export interface CategoryGuide extends ContentSummary {
  slug: CuratedCategorySlug;
  /** The rule in plain words, shown under the heading and on the categories index. */
  rule: string;
  /** One or two sentences for the categories index. */
  teaser: string;
  body: ContentBody;
}

/**
 * What each curated category means and what to know before buying or renting in it. The rules themselves
 * (price and bedroom thresholds) are constants in shared/market.ts, which the API filters with.
 */
export const categoryGuides: CategoryGuide[] = [
  {
    slug: "luxury-properties",
    title: "Luxury properties",
    description:
      "Luxury homes in the UAE: villas and penthouses for sale from AED 5M or to rent from AED 500k a year, with live listings, median prices and buying costs explained.",
    keywords: [
      "luxury property UAE",
      "luxury villas Dubai",
      "penthouses for sale Dubai",
      "Palm Jumeirah villas",
      "Emirates Hills",
    ],
    rule: "Homes for sale from AED 5,000,000, or to rent from AED 500,000 a year.",
    teaser:
      "Signature villas, penthouses and beachfront homes: Palm Jumeirah, Emirates Hills, Downtown, Jumeirah and Saadiyat Island.",
    body: {
      intro:
        "Homes priced from **AED 5,000,000** to buy or **AED 500,000 a year** to rent: signature villas on Palm Jumeirah and in Emirates Hills, penthouses in Downtown Dubai and Dubai Marina, beach villas on Saadiyat Island.",
      updated: "2026-11-15",
      sections: [
        {
          heading: "What counts as luxury here",
          blocks: [
            {
              type: "paragraph",
              text: "We use a plain price rule so the list means the same thing every day: any home (villa, apartment, townhouse or penthouse) for sale at AED 5,000,000 or more, or to rent at AED 500,000 a year or more. Offices, shops and warehouses are left out even when they cost more.",
            },
            {
              type: "paragraph",
              text: "At this level the plot and the view set the price more than the size: the position on a frond of [Palm Jumeirah](/areas/palm-jumeirah), golf-course frontage in [Emirates Hills](/areas/emirates-hills), a high floor facing Burj Khalifa in [Downtown Dubai](/areas/downtown-dubai), or a first-row beach plot on [Saadiyat Island](/areas/saadiyat-island).",
            },
          ],
        },
        {
          heading: "Buying: the costs and the rules that change above AED 5 million",
          blocks: [
            {
              type: "list",
              items: [
                "**Fees scale with the price.** In Dubai the 4% DLD transfer fee alone is AED 200,000 on a AED 5,000,000 home, and 2% agency commission plus VAT adds AED 105,000. Work out your own figures with the [Fee Calculator](/stamp-duty-calculator).",
                "**Mortgages are capped lower.** The Central Bank lets banks lend an expatriate up to 80% of the price of a first home up to AED 5,000,000, but only 70% above it (UAE nationals: 85% and 75%). Second homes: 60% (65%).",
                "**Golden Visa.** Every purchase in this category clears the AED 2,000,000 threshold for the 10-year residence visa for property investors.",
                "**Check the service charge.** Annual charges per square foot are set through the DLD's Mollak system in Dubai; on a large penthouse they can run to six figures a year.",
              ],
            },
          ],
        },
        {
          heading: "Renting at the top of the market",
          blocks: [
            {
              type: "paragraph",
              text: "Rents from AED 500,000 a year are mostly for large villas and penthouses, often furnished. Landlords tend to ask for one or two cheques, the security deposit is usually 5% of the rent (10% furnished), and the agency fee is about 5% plus VAT. The lease must still be registered with Ejari in Dubai or Tawtheeq in Abu Dhabi. See [rental costs](/renter-guides/rental-costs).",
            },
          ],
        },
      ],
    },
  },
  {
    slug: "affordable-homes",
    title: "Affordable homes",
    description:
      "Affordable homes in the UAE: flats and townhouses for sale up to AED 1M or to rent up to AED 60k a year, with live listings, median prices and what to check.",
    keywords: [
      "affordable homes UAE",
      "cheap apartments Dubai",
      "apartments under 1 million Dubai",
      "Sharjah apartments for rent",
      "JVC studio",
    ],
    rule: "Homes for sale up to AED 1,000,000, or to rent up to AED 60,000 a year.",
    teaser:
      "Studios and one-bedroom flats in Dubai's JVC, International City and Silicon Oasis, and larger flats in Sharjah and Ajman.",
    body: {
      intro:
        "Homes up to **AED 1,000,000** to buy or **AED 60,000 a year** to rent: studios and one-bedroom flats in Dubai's newer communities, and larger flats in Sharjah, Ajman and the northern emirates.",
      updated: "2026-11-15",
      sections: [
        {
          heading: "What counts as affordable here",
          blocks: [
            {
              type: "paragraph",
              text: "Any home for sale at AED 1,000,000 or less, or to rent at AED 60,000 a year or less. In Dubai that usually means a studio or one-bedroom flat in [Jumeirah Village Circle](/areas/jumeirah-village-circle-jvc), [International City](/areas/international-city), [Dubai Silicon Oasis](/areas/dubai-silicon-oasis) or [Dubai Sports City](/areas/dubai-sports-city); in [Sharjah](/sharjah) and [Ajman](/ajman) the same budget often buys or rents two bedrooms.",
            },
          ],
        },
        {
          heading: "Buying on a budget: what it really costs",
          blocks: [
            {
              type: "list",
              items: [
                "**Fees come on top.** A AED 900,000 flat in Dubai bought with cash costs about AED 60,000 more: 4% transfer fee (AED 36,000), trustee fee AED 4,200, admin and title deed fees, and 2% agency commission plus VAT. The [Fee Calculator](/stamp-duty-calculator) itemises it.",
                "**Deposit.** Expatriates buying a first home can borrow up to 80% of the price, so a AED 1,000,000 flat needs at least AED 200,000 of your own money plus the fees. Off-plan: at most 50%.",
                "**Service charges weigh more on cheap units.** They are charged per square foot every year whatever the flat is worth, so compare them before you compare yields.",
                "**Sharjah and Ajman rules differ.** Foreigners can buy only in designated projects, and their land departments set their own fees; check them before you commit.",
              ],
            },
          ],
        },
        {
          heading: "Renting up to AED 60,000 a year",
          blocks: [
            {
              type: "paragraph",
              text: "Many landlords at this level accept four to twelve cheques, which spreads the cost. Budget for a 5% deposit, about 5% agency fee plus VAT and the tenancy registration, and in Dubai a DEWA deposit of AED 2,000 for a flat. If you commute from Sharjah or Ajman to Dubai, try the drive at rush hour first: an hour or more each way is common.",
            },
          ],
        },
      ],
    },
  },
  {
    slug: "family-homes",
    title: "Family homes",
    description:
      "Family homes in the UAE: villas and townhouses with three or more bedrooms for sale or rent, with live listings, median prices and what families should check.",
    keywords: [
      "family homes Dubai",
      "3 bedroom villa Dubai",
      "townhouses for sale UAE",
      "villas for rent Abu Dhabi",
      "family communities UAE",
    ],
    rule: "Villas and townhouses with three or more bedrooms, for sale or to rent.",
    teaser:
      "Villas and townhouses in communities built around parks, pools and schools: Arabian Ranches, Dubai Hills Estate, Mirdif, Khalifa City and Aljada.",
    body: {
      intro:
        "**Villas and townhouses with three or more bedrooms**, for sale or to rent: homes in the gated communities built around parks, pools and schools, such as Arabian Ranches, Dubai Hills Estate, Damac Hills, Mirdif, Khalifa City and Aljada.",
      updated: "2026-11-15",
      sections: [
        {
          heading: "What counts as a family home here",
          blocks: [
            {
              type: "paragraph",
              text: "Any villa or townhouse with at least three bedrooms, at any price. Large apartments are left out, not because families cannot live in them, but because the search for a garden, a ground-floor front door and a community pool is a different one.",
            },
            {
              type: "paragraph",
              text: "Townhouses usually cost less per square foot than villas in the same community, with a smaller plot and shared walls; end units cost more than middle ones. Many have a maid's room, which is counted separately from the bedrooms in most listings.",
            },
          ],
        },
        {
          heading: "What families should check",
          blocks: [
            {
              type: "list",
              items: [
                "**School places first.** Popular schools have waiting lists; check inspection ratings with the KHDA in Dubai or ADEK in Abu Dhabi, and the school run at 7 am before you sign.",
                "**The community's rules and charges.** Service charges pay for pools, parks and security; some communities limit pets, extensions or short lets.",
                "**Off-plan handovers.** New villa communities sell off-plan on payment plans; payments go into an escrow account, but handover dates can slip.",
                "**Renting a villa.** Deposits are usually 5% of the rent (10% furnished), the DEWA deposit for a villa is AED 4,000 in Dubai, and gardens and pools may be the tenant's to maintain: read the contract.",
              ],
            },
            {
              type: "paragraph",
              text: "Area guides for the main family communities: [Arabian Ranches](/areas/arabian-ranches), [Dubai Hills Estate](/areas/dubai-hills-estate), [Damac Hills](/areas/damac-hills), [Mirdif](/areas/mirdif), [Khalifa City](/areas/khalifa-city), [Al Reef](/areas/al-reef) and [Aljada](/areas/aljada).",
            },
          ],
        },
      ],
    },
  },
];

export function findCategoryGuide(slug: string): CategoryGuide | undefined {
  return categoryGuides.find((guide) => guide.slug === slug);
}
