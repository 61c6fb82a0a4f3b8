import type { ContentBody } from "../types";

export default {
  intro:
    "Dubai Marina is one of the emirate's most actively traded communities, for both sales and rentals. We look at what is driving demand in 2026, how older and newer towers differ, and the costs that separate a good Marina purchase from an expensive one.",
  sections: [
    {
      heading: "Why does Dubai Marina stay in demand?",
      blocks: [
        {
          type: "paragraph",
          text: "The Marina was among Dubai's first freehold waterfront communities, and two decades on it still combines things few areas offer together: a walkable promenade, the beach at [JBR](/areas/jumeirah-beach-residence-jbr) next door, the metro at the DMCC and Sobha Realty stations, the Dubai Tram and quick road access to Sheikh Zayed Road. That mix draws young professionals, couples and short-stay visitors, which keeps rental demand broad.",
        },
        {
          type: "paragraph",
          text: "It is also a deep resale market. Dubai recorded more than 125,000 sale transactions in the first half of 2025 by DLD figures, and established communities like the Marina account for a large share of ready-home resales, which makes pricing more transparent than in newer districts.",
        },
      ],
    },
    {
      heading: "What is moving prices and rents in 2026?",
      blocks: [
        {
          type: "list",
          items: [
            "**Limited new supply in the Marina itself.** Most of Dubai's large handover pipeline sits in newer master communities, so the Marina competes on location rather than on volume of new stock.",
            "**A widening gap between towers.** Well-maintained buildings with upgraded lobbies and amenities tend to hold value better than older towers with deferred maintenance.",
            "**View and layout premiums.** Full sea or marina views, higher floors and efficient layouts command clear premiums over partial views and internal-facing units.",
            "**Renovated units.** Upgraded kitchens and bathrooms are easier to let and sell, particularly in towers built in the mid-2000s.",
            "**Short-term letting.** Holiday-home demand supports some buildings, but it depends on building rules and a permit from Dubai's Department of Economy and Tourism.",
          ],
        },
        {
          type: "paragraph",
          text: "Rather than quote a single average, which blends very different towers, we suggest comparing like with like: the same tower, size and view. Registered sale prices for a specific building are in the DLD's transaction data, through the Dubai REST app or the DLD website.",
        },
      ],
    },
    {
      heading: "How do the Marina's property segments compare?",
      blocks: [
        {
          type: "table",
          caption: "Dubai Marina segments: what drives value and what to check",
          columns: ["Segment", "Typical buyer or tenant", "What drives value", "Check before buying"],
          rows: [
            [
              "Studios and one-bedrooms, older towers",
              "Investors, young professionals",
              "Walk to metro or tram, layout",
              "Service charges, lift and façade condition",
            ],
            [
              "Two- and three-bedrooms with views",
              "Families, end users",
              "View, floor, parking, balcony",
              "Whether the view can be blocked",
            ],
            [
              "Newer or recently refurbished towers",
              "End users, premium tenants",
              "Amenities, finishes, management",
              "Service charge trend over several years",
            ],
            [
              "Penthouses and duplexes",
              "High-net-worth buyers",
              "Terrace, privacy, exclusivity",
              "Thin resale market; longer selling time",
            ],
          ],
        },
      ],
    },
    {
      heading: "Which running costs matter most in the Marina?",
      blocks: [
        {
          type: "paragraph",
          text: "Service charges vary widely between towers, reflecting age, amenities and how well the owners' association is run. Check the building's figure in the RERA service charge index on the DLD's channels and ask the seller for the last few years' invoices.",
        },
        {
          type: "list",
          items: [
            "**Cooling.** Many Marina towers use district cooling billed separately from DEWA, with fixed capacity charges even when the unit is empty.",
            "**Parking.** Not every unit includes a space, and extra bays can be scarce.",
            "**Major works.** Ask whether façade, lift or fire-safety upgrades are planned and how they will be funded.",
            "**Holiday-home costs.** Furnishing, permits, cleaning and management fees eat into the higher nightly income.",
          ],
        },
        {
          type: "callout",
          title: "Compare net, not gross, yields",
          text: "Two Marina apartments with the same rent can deliver very different returns once service charges, cooling and management fees are deducted. Always calculate the net figure before comparing with other areas.",
        },
      ],
    },
    {
      heading: "How does the Marina compare with its neighbours?",
      blocks: [
        {
          type: "paragraph",
          text: "Buyers considering the Marina usually also look at [Jumeirah Lake Towers](/areas/jumeirah-lake-towers-jlt), across Sheikh Zayed Road, which generally offers more space for the money and a mixed office and residential setting, and at [JBR](/areas/jumeirah-beach-residence-jbr), which trades at a premium for direct beach access. [Palm Jumeirah](/areas/palm-jumeirah) sits in a higher price bracket, while [Al Furjan](/areas/al-furjan) and [Jumeirah Village Circle](/areas/jumeirah-village-circle-jvc) attract buyers who want newer stock at lower entry prices and accept a longer commute to the coast.",
        },
        {
          type: "paragraph",
          text: "For end users, the deciding factor is often lifestyle rather than price per square foot: the Marina suits people who want to walk to restaurants, the beach and the metro, while families needing gardens and school access often look further inland. For investors, the Marina's advantage is liquidity — a large pool of tenants and buyers — rather than the highest headline yield.",
        },
      ],
    },
    {
      heading: "What should Marina buyers do next?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Shortlist two or three towers, not just units, and compare their service charges and maintenance records.",
            "Pull recent registered transactions for each tower from the DLD's data (Dubai REST app or the DLD website).",
            "Visit at different times of day to judge noise, traffic and light.",
            "Confirm tenancy status and notice periods if the unit is let — see our guide to buying [tenanted property](/seller-guides/tenanted-property).",
          ],
        },
        {
          type: "paragraph",
          text: "Browse current listings in our [Dubai Marina area guide](/areas/dubai-marina), or compare with other coastal communities on our [Dubai](/dubai) page.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
