import type { ContentBody } from "../../types";

export default {
  intro:
    "Khalifa City is a large, established suburb of villas and low-rise apartments on the Abu Dhabi mainland, close to the airport, Yas Island and a cluster of popular schools. Most expatriates here rent rather than buy.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Khalifa City (often called Khalifa City A) is laid out in sectors of walled villas, many of them privately built and let by Emirati owners, with apartment blocks along the main commercial streets. Etihad Airways' head office and Al Forsan International Sports Resort are here, and the feel is suburban: wide streets, mosques on every block and plenty of space for the money compared with the islands.",
        },
        {
          type: "paragraph",
          text: "Next door are [Al Raha Beach](/areas/al-raha-beach) and Al Raha Gardens, and Khalifa City B, now called Shakhbout City, lies further inland.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The area sits just inland from the main Abu Dhabi–Dubai highway, with quick links into the city and to Yas Island. Public buses run along the main streets, but villa living here means a car, ideally two for a working couple.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 10 minutes",
            "Dubai Marina: about 1 hour",
            "Downtown Abu Dhabi: about 25–30 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "School choice is the main draw: Raha International School, GEMS American Academy and Al Yasmina Academy are all here, with more schools in neighbouring districts. Etihad Plaza and Al Raha Mall cover daily shopping, and Yas Mall is about 10 minutes away. Check ADEK ratings, fees and waiting lists before signing a lease.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most of Khalifa City is **not** an investment zone, so foreigners generally cannot buy freehold there; the exceptions are specific master-planned projects on land designated for foreign ownership, such as Al Raha Gardens on its edge. Ask the agent for the DARI record showing the plot's status before paying any deposit.",
        },
        {
          type: "paragraph",
          text: "Renting is straightforward. Indicative 2025–2026 annual rents: a 1-bedroom apartment about AED 50,000–70,000, a 3-bedroom villa about AED 120,000–160,000, and a 4–5-bedroom villa about AED 150,000–220,000. Leases must be registered on Tawtheeq, and a municipality fee of 3% of the annual rent is normally added to expatriate tenants' utility bills.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want a large villa and a garden near good schools, airline and airport staff, and anyone who values space over a waterfront address.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Villas are individually built, so quality varies; check air-conditioning, water tanks and damp before you sign.",
            "Maintenance responsibility is often shared between landlord and tenant; put the split in writing in the lease.",
            "Some compounds share pools and gyms; confirm what is included in the rent.",
            "Aircraft noise affects parts of the area under the flight path.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
