import type { ContentBody } from "../types";

export default {
  intro:
    "Energy-efficient homes in Dubai cost less to cool, are easier to let and fit the emirate's clean-energy targets. This guide explains the green building rules, what actually lowers a DEWA bill and which questions to ask before you buy or rent.",
  sections: [
    {
      heading: "Why does sustainability matter to Dubai home buyers now?",
      blocks: [
        {
          type: "paragraph",
          text: "Cooling dominates household energy use in the UAE, and summer bills for a poorly insulated villa can be several times those of a well-built apartment. Policy is pushing in the same direction: the **Dubai Clean Energy Strategy 2050** aims for clean sources to supply most of the emirate's power by mid-century, the UAE has a national net zero by 2050 initiative, and the **Dubai 2040 Urban Master Plan** emphasises green space, public transport and walkable neighbourhoods.",
        },
        {
          type: "paragraph",
          text: "For owners, that translates into three practical effects: lower running costs, tenant demand for efficient homes and, over time, a likely gap in appeal between older, energy-hungry stock and newer certified buildings.",
        },
      ],
    },
    {
      heading: "How are green buildings rated in the UAE?",
      blocks: [
        {
          type: "table",
          caption: "Main green building systems you will see in UAE listings",
          columns: ["System", "Where", "How it works"],
          rows: [
            [
              "Al Sa'fat",
              "Dubai (Dubai Municipality)",
              "Tiered rating from Bronze to Platinum; the base tier is mandatory for new buildings",
            ],
            [
              "Estidama Pearl Rating",
              "Abu Dhabi",
              "One to five Pearls; new buildings need at least one, government-funded buildings more",
            ],
            [
              "LEED and similar",
              "Voluntary, across the UAE",
              "International certification chosen by some developers",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "A rating tells you a building was designed to a standard; it does not guarantee how it performs today. Treat it as a starting point and ask for actual consumption figures. For older buildings without a rating, the quality of maintenance and any retrofits, such as upgraded chillers or LED common areas, matter more.",
        },
      ],
    },
    {
      heading: "What really lowers running costs in a Dubai home?",
      blocks: [
        {
          type: "list",
          items: [
            "**Cooling system and how it is billed.** District cooling is efficient at scale, but some buildings pass on capacity and consumption charges through a provider, while others are chiller-free. Compare total cooling cost, not just rent or price.",
            "**Orientation and glazing.** Large west-facing glass walls heat up in the afternoon. North-facing units and double or low-emissivity glazing stay cooler.",
            "**Insulation and shading** in villas and townhouses — roof insulation, shaded windows and covered parking make a noticeable difference in summer.",
            "**Efficient appliances and lighting.** Look for higher ratings on the UAE energy efficiency label for air conditioners and white goods, and LED lighting throughout.",
            "**Water fittings.** Low-flow taps and showers reduce the water part of a DEWA bill, which uses slab tariffs that rise with consumption.",
          ],
        },
        {
          type: "callout",
          title: "Ask for last August's bill",
          text: "Before you sign, ask the owner or landlord for a DEWA bill and any cooling bill from a summer month. It is the single most reliable guide to what the home will cost to run.",
        },
      ],
    },
    {
      heading: "Can you add solar panels or an EV charger?",
      blocks: [
        {
          type: "paragraph",
          text: "Through DEWA's **Shams Dubai** programme, villa and building owners can install rooftop solar via a DEWA-approved contractor and offset their bills with the power they export to the grid. Whether it pays off depends on roof space, shading and consumption, so ask for a written estimate of payback. In gated communities you will usually also need the master developer's or owners' association's approval.",
        },
        {
          type: "paragraph",
          text: "DEWA also runs a public EV charging network, and newer buildings increasingly include charging points in parking. If you rent or own an apartment, confirm with building management how a private charger can be installed and billed before you buy an electric car.",
        },
      ],
    },
    {
      heading: "Where are Dubai's more sustainable communities?",
      blocks: [
        {
          type: "paragraph",
          text: "Sustainability is not limited to purpose-built eco-projects. Newer master communities such as [Dubai Hills Estate](/areas/dubai-hills-estate) and [Dubai Creek Harbour](/areas/dubai-creek-harbour) were planned with parks, cycling routes and district cooling, while established towers near metro stations, for example in [Jumeirah Lake Towers](/areas/jumeirah-lake-towers-jlt), make car-light living practical. The Sustainable City in Dubailand is the best-known dedicated project, with solar-covered parking and on-site recycling. In Abu Dhabi, [Masdar City](/areas/masdar-city) has been built around low-energy design from the outset.",
        },
      ],
    },
    {
      heading: "What should you ask before buying or renting an eco-friendly home?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Does the building hold a green rating, and at what level?",
            "Who supplies cooling, and what are the fixed and variable charges?",
            "What did the unit cost to run in the hottest and coolest months?",
            "Are there solar panels, EV chargers or greywater systems, and who maintains them?",
            "How are service charges split between common-area energy use and other items? Check the RERA service charge index.",
          ],
        },
        {
          type: "paragraph",
          text: "Several UAE banks have launched green mortgage products with fee or rate concessions for certified homes. Terms change frequently, so ask lenders directly and compare the full cost, not just the headline discount. Our [mortgage guide](/buyer-guides/mortgage-guide) explains what to compare, and you can browse new developments on [new property](/new-property).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
