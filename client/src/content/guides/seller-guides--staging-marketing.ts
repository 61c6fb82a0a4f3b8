import type { ContentBody } from "../types";

export default {
  intro:
    "How to prepare a UAE home for sale and present it so buyers book viewings: what to fix, what to spend, how listings should look, and what the advertising rules require.",
  sections: [
    {
      heading: "What should you fix before listing?",
      blocks: [
        {
          type: "paragraph",
          text: "Buyers in the UAE are quick to discount for the things that are expensive or disruptive to fix: air-conditioning, damp and bathrooms. Cosmetic improvements pay off when they remove a reason to negotiate; full renovations rarely return their cost in a sale.",
        },
        {
          type: "table",
          caption: "Typical pre-sale jobs and rough costs for a two-bedroom apartment",
          columns: ["Job", "Rough cost", "Why it matters"],
          rows: [
            [
              "AC service and duct cleaning",
              "AED 500–1,500",
              "Buyers test the AC; a weak or smelly unit triggers a big discount",
            ],
            ["Repaint in neutral white or off-white", "AED 3,000–6,000", "Photographs well and hides wear"],
            [
              "Deep clean, including windows and grout",
              "AED 600–1,500",
              "First impressions in photos and viewings",
            ],
            [
              "Fix leaks, reseal showers and sinks",
              "AED 500–3,000",
              "Damp stains alarm buyers and inspectors",
            ],
            [
              "Replace broken fittings, bulbs, handles",
              "AED 300–1,000",
              "Small faults suggest poor maintenance",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Prices vary by contractor and the size of the home; get two or three quotes. Check with your building management whether contractors need a work permit, which many towers require.",
        },
      ],
    },
    {
      heading: "How to stage a home in the UAE market",
      blocks: [
        {
          type: "list",
          items: [
            "**Declutter and depersonalise:** remove most personal items, excess furniture and anything on balconies. Buyers need to picture their own life in the space.",
            "**Show the layout clearly:** one purpose per room. A second bedroom used as storage should be shown as a bedroom or a study.",
            "**Make the most of light and views:** open blinds, clean glass and show balcony or terrace space with simple outdoor furniture. In towers, the view often sells the unit.",
            "**Villas and townhouses:** tidy gardens, clean the pool, repair irrigation and clear the maid's room, storage rooms and garage; buyers check all of them.",
            "**Vacant homes:** an empty room looks smaller in photos. Virtual staging (digitally added furniture) is common, but label it as such on the listing.",
          ],
        },
      ],
    },
    {
      heading: "What a good listing must include",
      blocks: [
        {
          type: "list",
          items: [
            "**Professional photographs:** 15 to 25 wide, level, daylight images, including every room, the view, the building amenities and the community. Budget roughly AED 500 to AED 1,500; many agencies include photography.",
            "**A floor plan with dimensions:** buyers comparing price per sq ft rely on it, and it reduces wasted viewings.",
            "**Video or a virtual tour:** widely used by overseas buyers, who make up a large share of Dubai demand.",
            "**Accurate facts:** size as on the title deed, bedrooms and bathrooms, parking spaces, service charges per sq ft, vacant or tenanted (with rent and lease expiry), and any upgrades.",
            "**A specific description:** what makes this unit better than the others in the building (floor, view, layout, condition), not general claims about the city.",
            "**The Trakheesi permit number and QR code** (Madhmoun in Abu Dhabi), which is mandatory.",
          ],
        },
      ],
    },
    {
      heading: "The advertising rules in Dubai and Abu Dhabi",
      blocks: [
        {
          type: "paragraph",
          text: "In Dubai, every advert for a property for sale or rent needs a **Trakheesi** permit, issued by the DLD after Form A is registered. This applies to property portals, social media posts, print and outdoor adverts. The permit's QR code lets buyers confirm the property, agency and broker. Adverts must match the permit details, and the DLD fines agencies for unpermitted or misleading adverts and fake listings. In Abu Dhabi, the **Madhmoun** system performs the same role, with a verified permit and QR code for each listing.",
        },
        {
          type: "paragraph",
          text: "If several agencies advertise the same home at different prices, buyers notice and assume the seller is desperate. An exclusive mandate with one agency avoids this.",
        },
      ],
    },
    {
      heading: "Where buyers look and how marketing reaches them",
      blocks: [
        {
          type: "list",
          items: [
            "**Property portals,** including this site's [buy](/buy) and [new property](/new-property) sections, are where most buyers start. Listing quality and price band decide how often a home appears in searches.",
            "**The agent's own buyer database:** good agents call registered buyers before the listing goes public.",
            "**Social media and video:** useful for reaching overseas buyers; permit rules still apply.",
            "**Open houses:** less common in the UAE than elsewhere, but effective in busy communities with several similar homes for sale.",
          ],
        },
      ],
    },
    {
      heading: "Managing viewings when you live in the home",
      blocks: [
        {
          type: "list",
          items: [
            "Agree viewing windows with the agent and ask that viewings are grouped to limit disruption.",
            "Keep the home at a comfortable temperature; an overheated home in summer makes buyers doubt the AC.",
            "Secure valuables and documents, and ask the agent to accompany every viewing and confirm visitors' identities.",
            "If the home is tenanted, viewings need the tenant's cooperation and reasonable notice; see [selling a tenanted property](/seller-guides/tenanted-property).",
          ],
        },
      ],
    },
    {
      heading: "Worked example: is a pre-sale refresh worth it?",
      blocks: [
        {
          type: "paragraph",
          text: "A seller of a two-bedroom apartment valued at AED 1,400,000 spends AED 9,500: repainting (AED 4,500), AC servicing and duct cleaning (AED 1,200), resealing bathrooms and fixing a leak stain (AED 1,800), a deep clean (AED 1,000) and professional photos and a floor plan (AED 1,000). Comparable homes in poor condition in the same building sold around AED 60,000 below those in good condition. Even if the refresh recovers only a third of that gap, it returns about AED 20,000, roughly twice its cost, and the home sells faster.",
        },
        {
          type: "callout",
          title: "Do not over-invest",
          text: "A new kitchen costing AED 60,000 rarely adds AED 60,000 to the sale price. Fix what buyers will discount for, present the home well, and let the buyer choose their own upgrades. For pricing, see the [pricing strategy guide](/seller-guides/pricing-strategy).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
