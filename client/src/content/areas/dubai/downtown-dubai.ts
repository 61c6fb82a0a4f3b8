import type { ContentBody } from "../../types";

export default {
  intro:
    "Downtown Dubai is the roughly 2 sq km district Emaar built around Burj Khalifa and The Dubai Mall. It is one of the few parts of the city where you can walk to dinner, and you pay a clear premium for that.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Daily life runs along Sheikh Mohammed bin Rashid Boulevard, a loop of about 3.5 km lined with cafés, hotels and residential towers. Inside the loop, the Old Town quarter (Yansoon, Reehan, Zaafaran, Miska and neighbours) is mid-rise and Arabian in style, with quiet courtyards; around it stand the towers, from Burj Khalifa and the Address residences to the newer Opera District blocks such as Act One | Act Two and Grande.",
        },
        {
          type: "paragraph",
          text: "Burj Park, Souk Al Bahar, Dubai Opera and the mall are all walkable from most buildings, which is rare in Dubai. The flip side is crowds: tourists fill the Boulevard most evenings, visitor parking is tight, and on New Year's Eve and other big events roads close for hours.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Two Red Line stations serve the district: **Burj Khalifa/Dubai Mall**, linked to the mall by a long air-conditioned walkway, and **Business Bay** at the southern edge. Towers at the northern end are a short walk from **Financial Centre** station. Sheikh Zayed Road runs along the western side and Al Khail Road along the eastern side, with Financial Centre Road cutting through.",
        },
        {
          type: "paragraph",
          text: "Off-peak, Dubai International (DXB) is about 15–20 minutes away by car and Al Maktoum International (DWC) about 35–45 minutes. Dubai Mall traffic on weekend evenings can turn a five-minute drive into twenty.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "There are no large international schools inside Downtown itself. Families usually drive 10–15 minutes to Jumeirah and Al Safa, where Jumeirah English Speaking School (JESS), GEMS Jumeirah Primary School and Jumeirah College are based, or to GEMS Wellington Academy – Al Khail near Dubai Hills.",
        },
        {
          type: "paragraph",
          text: "For groceries there is Waitrose in The Dubai Mall plus smaller supermarkets in tower podiums. Mediclinic has a clinic in The Dubai Mall, and Mediclinic City Hospital in Dubai Healthcare City is about 10–15 minutes' drive.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Downtown is freehold and almost entirely apartments, most of them built by Emaar, with a few buildings by other developers such as Damac. Typical 2025–2026 ranges, which vary sharply with view (fountain or Burj Khalifa), floor and age:",
        },
        {
          type: "list",
          items: [
            "Studios: roughly AED 1.1–1.5M to buy, about AED 85–110k a year to rent",
            "1-bed apartments: around AED 1.8–2.8M, renting for about AED 120–170k a year",
            "2-bed apartments: around AED 3–5M, renting for about AED 180–280k a year",
            "Penthouses and Burj Khalifa's upper floors: well above these ranges",
          ],
        },
        {
          type: "paragraph",
          text: "Prices moved quickly in 2023–2025, so check recent transactions through the Dubai Land Department (DLD) or the Dubai REST app before you make an offer.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Downtown suits professionals working in DIFC, Business Bay or Downtown's offices, couples who want to walk rather than drive, and investors: short-term lets need a holiday-home permit from Dubai's Department of Economy and Tourism.",
        },
        {
          type: "paragraph",
          text: "Watch service charges, which in serviced or landmark towers can be far higher than the Dubai average; compare buildings on DLD's service charge index before you buy. Ask about event closures, parking allocations and whether a unit faces ongoing construction. For alternatives at lower prices, compare [Business Bay](/areas/business-bay) next door, and browse current listings on [Buy](/buy) and [Rent](/rent).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
