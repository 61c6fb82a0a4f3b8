import type { ContentBody } from "../../types";

export default {
  intro:
    "The Corniche Area is the seafront spine of Abu Dhabi Island: an 8 km promenade of beaches, parks and residential towers running from the Marina Mall breakwater to the old port side. It is mainly a rental market.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Life here is about the sea and the city centre. Towers along Corniche Road, including landmarks such as Nation Towers, look over public beaches, cycling paths and family parks. Qasr Al Hosn and the Cultural Foundation are a few blocks inland, the World Trade Center Abu Dhabi and its souk are close by, and Emirates Palace and Qasr Al Watan sit at the western end.",
        },
        {
          type: "paragraph",
          text: "Buildings range from 1990s blocks to modern towers with hotel-style facilities. Neighbouring districts include [Al Khalidiyah](/areas/al-khalidiyah) to the west and the business district around Al Markaziyah.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The Corniche is on the island's grid, with frequent public buses (paid by Hafilat card) and plentiful taxis, so living without a car is realistic here. Parking is tight in older buildings; Mawaqif paid parking applies on most streets.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 30–35 minutes",
            "Dubai Marina: about 1 hour 20–30 minutes",
            "Al Maryah Island (ADGM): about 10 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Marina Mall and Abu Dhabi Mall are the nearest large malls, and supermarkets and pharmacies are on almost every block. Corniche Hospital, a government maternity hospital, is here, and Cleveland Clinic Abu Dhabi is on nearby Al Maryah Island. Schools on the island include The British School Al Khubairat in Al Mushrif, though many international schools are on the mainland; check ADEK ratings and school-bus times.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most Corniche towers are outside the investment zones, so foreign buyers generally cannot purchase here and most expatriates rent. Indicative 2025–2026 annual rents: a 1-bedroom about AED 60,000–95,000, a 2-bedroom about AED 85,000–140,000 and a 3-bedroom about AED 120,000–200,000, with sea views and newer towers at the top of each range.",
        },
        {
          type: "paragraph",
          text: "Leases must be registered on Tawtheeq, and expatriate tenants pay a municipality fee of 3% of the annual rent through their utility bills. Many landlords still ask for one to four cheques; negotiate when more cheques are offered.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Professionals working downtown or at ADGM, people who want to walk to the beach and the city, and couples or small families happy in an apartment.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Older buildings can have ageing lifts and air-conditioning; inspect the unit and ask about chiller charges.",
            "Check whether parking is included; on-street permits cost extra.",
            "Corniche events, such as National Day celebrations, close roads.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
