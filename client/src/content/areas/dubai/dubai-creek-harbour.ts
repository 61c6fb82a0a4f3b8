import type { ContentBody } from "../../types";

export default {
  intro:
    "Dubai Creek Harbour is Emaar's waterfront district on the eastern bank of Dubai Creek, beside the Ras Al Khor Wildlife Sanctuary. It is a newer, quieter alternative to Downtown, with views back to the Burj Khalifa skyline.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The district is laid out as clusters of mid- and high-rise towers along a marina, a boulevard and the man-made Creek Beach. Buildings are new, with consistent landscaping, pools and gyms, and the promenade is popular with walkers and cyclists. Flamingos in the Ras Al Khor Wildlife Sanctuary can be seen from public viewing hides on its edge.",
        },
        {
          type: "paragraph",
          text: "Much of the master plan is still being built, so some streets feel finished and others are building sites. The planned Dubai Creek Tower has been on hold for years, and its final form has not been confirmed.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro station yet. The nearest today is **Creek** station on the Green Line at Al Jaddaf, about 10 minutes' drive. The Blue Line, under construction, includes an Emaar Properties station here, with opening planned for September 2029.",
        },
        {
          type: "paragraph",
          text: "Ras Al Khor Road and Al Khail Road link the area to the rest of the city. Off-peak, DXB is about 10–15 minutes away, Downtown about 15 minutes and DWC about 45 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Schools nearby include Deira International School in Dubai Festival City and Hartland International School and North London Collegiate School Dubai in Sobha Hartland, within 15–20 minutes.",
        },
        {
          type: "paragraph",
          text: "Local retail covers basics; Dubai Festival City Mall is about 10 minutes away and The Dubai Mall about 15. Mediclinic City Hospital in Dubai Healthcare City is roughly 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "All property is freehold apartments, developed by Emaar in a joint venture with Dubai Holding, with a large share sold off-plan. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed: about AED 1.3–2M, renting for roughly AED 85–120k a year",
            "2-bed: about AED 2–3.2M, renting for roughly AED 120–170k a year",
            "3-bed: about AED 3–4.5M, with Creek Beach and full skyline views costing more",
          ],
        },
        {
          type: "paragraph",
          text: "Off-plan resales (assignments) are common; check the payment plan, any developer assignment fee and the Oqood registration, and read our [new property](/new-property) page.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Creek Harbour suits young professionals and couples, families wanting new towers close to DXB, and investors willing to wait for the district and the Blue Line to mature.",
        },
        {
          type: "paragraph",
          text: "Watch construction noise and dust, which will continue for years; limited shops and services in newer clusters; and the 2029 Metro date, which could move. Check service charges on DLD's index. Compare [Business Bay](/areas/business-bay) and [Mohammed Bin Rashid City](/areas/mohammed-bin-rashid-city) for similar budgets.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
