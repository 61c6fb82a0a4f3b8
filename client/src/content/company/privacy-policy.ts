import type { ContentBody } from "../types";

export default {
  intro:
    "This policy explains what personal data UAE Property Markets, Dubai Property Hub and Dubai Property Markets collect, why, how long we keep it and who sees it. We process it under the UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021.",
  sections: [
    {
      heading: "Who we are and what this policy covers",
      blocks: [
        {
          type: "paragraph",
          text: 'The three sites are run by the same team ("we", "us") on one system, and this policy applies to all of them. We decide how your data is used, which makes us its controller under the law. For any privacy question or request, write to us through the [contact form](/contact-us).',
        },
      ],
    },
    {
      heading: "What we collect",
      blocks: [
        {
          type: "table",
          caption: "Personal data we hold, and when we get it",
          columns: ["Data", "What it contains", "When we collect it"],
          rows: [
            [
              "Account",
              "Username, email address, and your password stored only as a one-way hash (we never store or see the password itself); your favourites",
              "When you register and use your dashboard",
            ],
            [
              "Listings and photos",
              "Property details and the contact details you choose to show (name, agency, BRN, phone, WhatsApp, email). Photos are re-encoded and their metadata, including camera details and GPS location, is removed before they are stored",
              "When you create or edit a listing",
            ],
            [
              "Enquiries",
              "Your name, email, optional phone number and message, and the listing it is about",
              "When you send an enquiry, signed in or not",
            ],
            [
              "Featured upgrade orders",
              "The listing, the plan chosen and the invoice details",
              "When you order an upgrade",
            ],
            ["Newsletter", "Your email address", "When you subscribe"],
            ["Contact messages", "Your name, email address and message", "When you use the contact form"],
            [
              "Password reset",
              "Your email address and a one-time link that expires after an hour",
              "When you ask to reset your password",
            ],
            ["Session cookie", "A random identifier that keeps you signed in", "While you use the site"],
            [
              "Server logs",
              "IP address, date and time, page requested, browser type and the response",
              "On every request",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "We do not ask for Emirates ID or passport copies, and we do not collect payment card details.",
        },
      ],
    },
    {
      heading: "Cookies",
      blocks: [
        {
          type: "paragraph",
          text: "We use one cookie: the session cookie. It is strictly necessary to sign you in and keep you signed in, it cannot be read by scripts on the page (HttpOnly), it is sent only over an encrypted connection when the site is served over HTTPS, and it is not used to track you across other sites. We use no advertising, analytics or social media cookies. If that ever changes, we will ask for your consent first and update this policy.",
        },
      ],
    },
    {
      heading: "Why we use your data, and on what legal basis",
      blocks: [
        {
          type: "paragraph",
          text: "The Personal Data Protection Law allows processing with your consent, or without it where processing is necessary, for example to perform a contract with you or to meet an obligation under UAE law. We rely on these grounds:",
        },
        {
          type: "table",
          caption: "Purposes and legal bases",
          columns: ["Purpose", "Legal basis"],
          rows: [
            [
              "Running your account, listings, favourites and dashboard",
              "Necessary to perform our agreement with you (our terms)",
            ],
            [
              "Passing your enquiry to the listing's owner or agent",
              "Necessary to provide the service you asked for",
            ],
            [
              "Checking permits and BRNs, removing fraudulent listings, rate limits and security logs",
              "Necessary to run the service safely and to meet our obligations under UAE law",
            ],
            [
              "Issuing and keeping invoices for featured upgrades",
              "Necessary to perform the order, and required by UAE tax law",
            ],
            ["Sending the newsletter", "Your consent, which you can withdraw at any time"],
            [
              "Answering contact messages and privacy requests",
              "Necessary to deal with the request you made",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "We do not use your data for automated decisions that have legal or similarly significant effects on you, and we do not build advertising profiles.",
        },
      ],
    },
    {
      heading: "Who we share it with",
      blocks: [
        {
          type: "list",
          items: [
            "**The listing owner or agent**, when you send an enquiry: they receive your name, email, phone if you gave it, and your message, so they can reply. From then on they are responsible for how they use it.",
            "**Everyone who views a listing** sees the contact details the lister chose to show on it.",
            "**Service providers** that host the sites and database and deliver our email, under contract, only to run the service and never for their own purposes.",
            "**Authorities**, such as the police, the courts, the Dubai Land Department or RERA, when UAE law requires it.",
          ],
        },
        {
          type: "paragraph",
          text: "**We do not sell personal data**, rent out mailing lists or share data with advertisers or data brokers. If our providers process data outside the UAE, we do so only where the law allows it, such as to countries with adequate protection or under contractual safeguards.",
        },
      ],
    },
    {
      heading: "How long we keep it",
      blocks: [
        {
          type: "table",
          caption: "Retention periods",
          columns: ["Data", "Kept for"],
          rows: [
            ["Account and listings", "While your account is open; deleted within 30 days after you close it"],
            [
              "Enquiries",
              "24 months after they were sent, or until the account that received them is closed",
            ],
            ["Contact messages", "12 months after the last message in the conversation"],
            ["Newsletter email", "Until you unsubscribe"],
            ["Password reset links", "One hour, and they work only once"],
            [
              "Server logs with IP addresses",
              "90 days, longer only while a specific security incident is being investigated",
            ],
            [
              "Invoices for featured upgrades",
              "At least five years, as UAE VAT law requires, even after the account is closed",
            ],
          ],
        },
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        {
          type: "paragraph",
          text: "Under the Personal Data Protection Law you can ask us to:",
        },
        {
          type: "list",
          items: [
            "**give you access** to the personal data we hold about you and a copy of it;",
            "**correct** data that is wrong or incomplete (you can edit most of it yourself in your dashboard);",
            "**delete** your data, unless we must keep it by law, as with invoices;",
            "**stop or restrict** processing, or **object** to it, for example by unsubscribing from the newsletter;",
            "**move** your data to another service in a structured, commonly used format.",
          ],
        },
        {
          type: "paragraph",
          text: "Send requests through the [contact form](/contact-us) from the email address on your account, so we can confirm it is you. We answer within 30 days and do not charge for this. If you are not satisfied with our answer, you can complain to the UAE Data Office.",
        },
      ],
    },
    {
      heading: "How we protect it",
      blocks: [
        {
          type: "list",
          items: [
            "The sites are served over HTTPS, and the session cookie is HttpOnly and sent only over secure connections.",
            "Passwords are stored only as one-way hashes, and password reset answers the same whether or not an account exists, so it cannot be used to find out who is registered.",
            "Enquiries, contact messages, newsletter sign-ups and password resets are rate-limited against abuse.",
            "Photo metadata, including GPS location, is removed on upload, so a photo cannot reveal where it was taken.",
            "Only team members who need it to do their job can access personal data.",
          ],
        },
        {
          type: "paragraph",
          text: "If a breach puts your data at risk, we will tell you and the UAE Data Office as the law requires.",
        },
      ],
    },
    {
      heading: "Children",
      blocks: [
        {
          type: "paragraph",
          text: "The sites are meant for adults, and you must be 18 or over to create an account. We do not knowingly collect data from children. If you believe a child has given us personal data, [contact us](/contact-us) and we will delete it.",
        },
      ],
    },
    {
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We will update this policy when our practices or the law change, including when the law's executive regulations or the UAE Data Office issue new rules. The date below shows the latest version. If a change affects how we use data you have already given us, we will tell registered users by email before it takes effect.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
