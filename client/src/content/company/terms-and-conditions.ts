import type { ContentBody } from "../types";

export default {
  intro:
    "These terms govern your use of UAE Property Markets, Dubai Property Hub and Dubai Property Markets: browsing, creating an account, listing property and buying featured upgrades. By using the sites you accept them.",
  sections: [
    {
      heading: "Who we are and what the sites are for",
      blocks: [
        {
          type: "paragraph",
          text: 'The three sites are run by the operator of this website ("we", "us"). They are a marketplace where owners and licensed agents advertise property and where buyers and tenants find it. We are not a real estate broker, we are not a party to any sale or tenancy agreed through the sites, and we do not hold deposits or payments between buyers, tenants, owners and agents.',
        },
        {
          type: "paragraph",
          text: "Our guides, the [fee calculator](/stamp-duty-calculator), the [price index](/house-price-index) and the all-in cost shown on listings are general information based on published rules and fees. They are estimates, not legal, financial or tax advice; fees change, and where we cannot confirm a fee we say so. Check the figures for your deal with the land department of the emirate, your bank and, where needed, a lawyer. Demonstration listings and data are labelled as samples.",
        },
      ],
    },
    {
      heading: "Your account",
      blocks: [
        {
          type: "list",
          items: [
            "You must be at least 18 and legally able to enter into contracts to create an account.",
            "Give accurate details and keep your email address current; we use it for password resets and important notices.",
            "Keep your password secret. You are responsible for what is done through your account; tell us at once through the [contact form](/contact-us) if you think someone else has used it.",
            "One account is for one person. Agencies should give each agent their own account so that each listing shows the right agent and BRN.",
          ],
        },
      ],
    },
    {
      heading: "Listing rules",
      blocks: [
        {
          type: "paragraph",
          text: "Everyone who lists property on the sites agrees to these rules:",
        },
        {
          type: "list",
          items: [
            "**Accurate.** The price, size, type, number of bedrooms, furnishing, completion status and photos describe the actual property as it is now. The price is the real asking price or annual rent, not a bait figure.",
            "**Yours to list.** You are the owner, or a licensed agent with the owner's written authority (in Dubai, a signed Form A listing agreement). Developers' off-plan units are listed only with the developer's authority.",
            "**Permitted.** A Dubai listing must carry a valid Trakheesi advertising permit number and an Abu Dhabi listing a valid Madhmoun permit number, each issued for that property and that advertiser; we do not publish those listings without one. In the other emirates, hold whatever advertising approval that emirate's authority requires.",
            "**From a licensed agent.** Agents in Dubai must show their RERA Broker Registration Number (BRN) and their agency's Office Registration Number (ORN); agents elsewhere must hold the licence their emirate requires.",
            "**Not discriminatory.** Do not use wording that excludes or ranks people by nationality, ethnicity, religion, skin colour or disability. Occupancy rules set by law or by a building (for example, family-only buildings where the municipality requires it) may be stated as facts.",
            "**One listing per property.** No duplicates of the same property by the same lister, and no listings for property that is already sold or rented. Mark a listing under offer, sold or rented as soon as that happens.",
          ],
        },
        {
          type: "paragraph",
          text: "We may check any listing, ask for proof of a permit, authority or licence, hide or remove listings that break these rules, and report suspected fraud or unlicensed activity to the Dubai Land Department, RERA or the authority of the emirate concerned.",
        },
      ],
    },
    {
      heading: "Confirming availability every 30 days",
      blocks: [
        {
          type: "paragraph",
          text: "To keep listings fresh, the owner or agent must confirm in the dashboard, at least every 30 days, that each published listing is still available. A listing not confirmed within 30 days of its last confirmation drops out of search results until it is confirmed again. Each listing shows the date it was last confirmed available.",
        },
      ],
    },
    {
      heading: "Featured upgrades",
      blocks: [
        {
          type: "list",
          items: [
            "You can upgrade a published listing you own to **featured** for 7 or 30 days. The price, including VAT, is shown before you confirm the order.",
            "Upgrades are paid by invoice. The featured period starts as soon as you confirm and ends automatically when the plan ends. Pay the invoice by the due date shown on it; if it is unpaid, we may end the featured period early and refuse further upgrades until it is settled.",
            "Featured listings are labelled as featured and follow the same rules as every other listing, including the permit and the 30-day confirmation. An upgrade does not buy an exception.",
            "If we remove a featured listing because it breaks these terms, the upgrade is not refunded. If the featured period is lost through our fault, we will extend it or credit the unused days.",
          ],
        },
      ],
    },
    {
      heading: "Enquiries",
      blocks: [
        {
          type: "paragraph",
          text: "Enquiries are for genuine questions about a listing. If you receive one, use the sender's details only to answer about that property, not to add them to marketing lists or pass them to others, and handle them as the UAE Personal Data Protection Law requires. See our [privacy policy](/privacy-policy) for how we handle personal data.",
        },
      ],
    },
    {
      heading: "Photos and other content",
      blocks: [
        {
          type: "paragraph",
          text: "You keep ownership of the photos and text you upload. You grant us a non-exclusive, royalty-free, worldwide licence to store, copy, re-encode, resize and crop them, remove their metadata, and display them on the three sites, in search results and in the previews shown when a listing is shared, for as long as the listing is on the sites, plus the time it takes for our backups to expire.",
        },
        {
          type: "paragraph",
          text: "You confirm that you own the photos or have permission to use them, that they show the property being advertised, that people who can be identified in them have agreed, and that they carry no other portal's watermark, logo or phone number. Our own text, guides, design, code and data belong to us or our licensors and may not be copied in bulk.",
        },
      ],
    },
    {
      heading: "What you must not do",
      blocks: [
        {
          type: "list",
          items: [
            "Post false, misleading or fraudulent listings, or ask for money before a viewing.",
            "Collect other users' contact details, or send spam or unsolicited marketing through enquiries.",
            "Scrape or copy listings in bulk, or access the sites by automated means other than our published API within its rate limits.",
            "Try to get around security, rate limits, permit checks or another user's account.",
            "Upload malware, or anything unlawful, offensive or that infringes someone else's rights.",
            "Use the sites for money laundering or any purpose that breaks UAE law.",
          ],
        },
      ],
    },
    {
      heading: "Availability and changes to the service",
      blocks: [
        {
          type: "paragraph",
          text: "We work to keep the sites available and fast, but we do not promise that they will be uninterrupted or free of errors. We may change, add or remove features, and may pause the sites for maintenance.",
        },
      ],
    },
    {
      heading: "Our liability",
      blocks: [
        {
          type: "list",
          items: [
            "Listings are supplied by their owners and agents. We require a permit number for Dubai and Abu Dhabi listings and remove listings that break the rules when we find them or are told about them, but we do not check every permit or detail with the regulators and cannot guarantee that every detail is correct. Inspect the property and verify the title deed, permit and broker before paying anything.",
            "As far as UAE law allows, we are not liable for indirect or consequential loss, loss of profit or opportunity, or for the acts of buyers, tenants, owners or agents.",
            "As far as UAE law allows, our total liability to you is limited to the amount you paid us for featured upgrades in the 12 months before the claim.",
            "Nothing in these terms limits liability for fraud, or any other liability that UAE law does not allow to be limited.",
          ],
        },
      ],
    },
    {
      heading: "Ending your use of the sites",
      blocks: [
        {
          type: "paragraph",
          text: "You can close your account at any time by asking us through the [contact form](/contact-us). We may suspend or close an account that breaks these terms, telling you why unless the law prevents it. Unpaid invoices remain payable after an account is closed.",
        },
      ],
    },
    {
      heading: "Governing law and disputes",
      blocks: [
        {
          type: "paragraph",
          text: "These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. The courts of Dubai (not the DIFC Courts) have exclusive jurisdiction over any dispute about them. Please [contact us](/contact-us) first; most problems can be solved without going to court.",
        },
      ],
    },
    {
      heading: "Changes to these terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may update these terms, and the date at the top shows the latest version. A change that affects your rights takes effect no sooner than 14 days after we publish it on this page. Continuing to use the sites after that date means accepting the new terms.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
