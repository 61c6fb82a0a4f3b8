import type { ContentBody } from "../../types";

export default {
  intro:
    "Fujairah City is the capital of the UAE's only emirate on the Gulf of Oman coast, a mid-sized port city between the Hajar mountains and the sea with a relaxed pace, lower rents and a mainly local property market.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The city runs along the coast, with a corniche, public beaches and parks on one side and the mountains rising behind. Landmarks include the Sheikh Zayed Mosque, the UAE's second-largest, and the restored Fujairah Fort. The Port of Fujairah, one of the world's largest bunkering hubs, and the oil storage terminals to the north drive much of the local economy.",
        },
        {
          type: "paragraph",
          text: "Housing is a mix of apartment buildings in the centre and family villas in the suburbs. Summers are humid, and winters are mild and green by UAE standards, with good hiking, diving and snorkelling nearby.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Sheikh Khalifa bin Zayed Highway (E89) crosses the mountains to the Emirates Road and Dubai, and the E99 coast road runs north to Khor Fakkan and Dibba and south to Kalba. An intercity bus links Fujairah with Dubai (check current RTA routes), and Etihad Rail's passenger network is planned to include Fujairah; check its status. For daily life you need a car.",
        },
        {
          type: "list",
          items: [
            "Fujairah International Airport (FJR): about 10 minutes, though scheduled flights are limited",
            "Dubai International (DXB): about 1 hour 20–30 minutes",
            "Sharjah International Airport (SHJ): about 1 hour 15 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Fujairah City Centre and several hypermarkets cover shopping, and Fujairah Hospital is the main government hospital, alongside private clinics. The choice of private schools is narrower than in Dubai, mostly Indian, Arabic and some British or American curriculum; check inspection results and fee approvals with the UAE Ministry of Education, which oversees private schools here.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Property ownership in Fujairah is largely reserved for UAE and GCC nationals. Foreigners can buy only in specific projects the government has approved, and Law No. 3 of 2023 now regulates jointly owned buildings. Before paying any deposit, confirm with the Fujairah government's land and property registration office (through Fujairah Municipality) that the unit can be registered in your name, and ask for the current fee.",
        },
        {
          type: "paragraph",
          text: "Most newcomers rent. Indicative 2025–2026 annual rents: 1-bedroom apartments about AED 25,000–38,000, 2-bedroom about AED 35,000–50,000 and villas about AED 60,000–100,000. Tenancy contracts are attested by the municipality, and utilities come from Etihad Water and Electricity, which takes a deposit.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "People working at the port, in shipping, oil and gas or local government, families who want a quieter coastal life, and remote workers who love the mountains and the sea.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Heavy rain can cause flash floods, as in July 2022; ask about a property's flood history and drainage.",
            "Industrial areas near the port affect air quality in some neighbourhoods.",
            "A daily commute to Dubai is not realistic for most people.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
