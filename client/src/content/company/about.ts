import type { ContentBody } from "../types";

export default {
  intro:
    "UAE Property Markets is a portal for buying, selling and renting property in all seven emirates. The operator of this website also runs Dubai Property Hub and Dubai Property Markets, which show Dubai listings only.",
  sections: [
    {
      heading: "What the site does",
      blocks: [
        {
          type: "paragraph",
          text: "You can search homes and commercial space for sale or rent across 58 locations, from [Dubai Marina](/areas/dubai-marina) and [Al Reem Island](/areas/al-reem-island) to [Aljada](/areas/aljada) and [Al Hamra Village](/areas/al-hamra-village). Owners and licensed agents list directly, and each listing shows who is behind it: the agent's name, agency and Broker Registration Number (BRN), or the owner.",
        },
        {
          type: "paragraph",
          text: "Around the listings we publish what a buyer or tenant needs to decide: [buyer](/buyer-guides), [seller](/seller-guides) and [renter guides](/renter-guides), a [fee calculator](/stamp-duty-calculator), a [house price index](/house-price-index) and [sold prices](/sold-prices). Where a chart or a listing is demonstration data, it says so: sample listings carry a **Sample Listing** badge, real listings never do, and the price index and sold prices are labelled as sample data for as long as they are.",
        },
      ],
    },
    {
      heading: "The promises we hold ourselves to",
      blocks: [
        {
          type: "list",
          items: [
            "**Honest listings.** A Dubai listing cannot be published without its Trakheesi advertising permit number, or an Abu Dhabi listing without its Madhmoun permit. The permit number and the agent's BRN are shown on the listing so you can check them yourself.",
            "**Fresh listings.** Every 30 days the owner or agent must confirm the property is still available. If they don't, the listing drops out of search until they do. Each listing shows the date it was last confirmed available.",
            "**The real cost of a deal.** Each listing shows the all-in cost, not just the price. For a AED 2,000,000 apartment in Dubai bought with cash, that is AED 80,000 DLD transfer fee, AED 4,200 trustee fee, AED 580 DLD admin fee, AED 250 title deed and AED 42,000 agency commission: AED 127,030 on top of the price. For rentals we show the cheque amount, deposit, agency fee and registration.",
            "**No invented figures.** Each emirate has its own land department and fees. Where we cannot confirm a fee, the listing and the calculator say so and name the department to ask, rather than guess.",
            "**Fast on a phone.** Pages are rendered on the server and kept light, so they load quickly on a mid-range phone and a weak connection.",
            "**Accessible.** We aim to meet WCAG 2.2 level AA: pages that work with a keyboard and a screen reader, with readable contrast and text that can be enlarged. If something doesn't work for you, [tell us](/contact-us) and we will fix it.",
          ],
        },
      ],
    },
    {
      heading: "How we make money",
      blocks: [
        {
          type: "paragraph",
          text: "Listing is free. Owners and agents can pay for a **featured** upgrade of 7 or 30 days, billed by invoice, which places a listing higher and marks it as featured. A featured listing follows exactly the same rules as any other: it still needs its permit and its 30-day confirmation. We do not sell personal data; see our [privacy policy](/privacy-policy).",
        },
      ],
    },
    {
      heading: "What we are not",
      blocks: [
        {
          type: "paragraph",
          text: "We are not a broker or a party to any sale or tenancy, and we never hold deposits. Pay only through the channels the law provides, such as the registration trustee at transfer or the project's escrow account for off-plan, never into a personal account. Our guides explain the rules as they stand in 2025–2026 but are not legal or financial advice; for a specific deal, check with the land department of the emirate concerned.",
        },
      ],
    },
    {
      heading: "Talk to us",
      blocks: [
        {
          type: "paragraph",
          text: "Report a listing that looks wrong, ask about featuring, or send feedback through the [contact form](/contact-us). Answers to common questions are in the [FAQs](/faqs), and if you would like to work with us, see [careers](/careers).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
