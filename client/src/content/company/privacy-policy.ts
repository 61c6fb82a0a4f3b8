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
          text: 'The three sites are run by the operator of this website ("we", "us") on one system, and this policy applies to all of them. We decide how your data is used, which makes us its controller under the law. For any privacy question or request, write to us through the [contact form](/contact-us) and choose the subject "Privacy request".',
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
              "Username, email address, and your password stored only as a one-way hash (we never store or see the password itself); your favourites and account settings",
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
            [
              "Contact messages",
              "Your name, email address, phone number if you give one, the subject and your message, and which of the three sites you wrote from",
              "When you use the contact form",
            ],
            [
              "Password reset",
              "Your email address and a one-time link that expires after an hour",
              "When you ask to reset your password",
            ],
            [
              "Session cookie",
              "A random identifier that keeps you signed in; the session it points to is stored on our server",
              "When you sign in",
            ],
            [
              "Favourites while signed out",
              "The listings you save, kept in your own browser's local storage, not sent to us until you sign in",
              "When you save a listing without an account",
            ],
            [
              "Server logs and rate-limit counters",
              "IP address, date and time, page requested, browser type and the response; a count of recent requests per IP address",
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
          text: "We use one cookie: the session cookie, set when you sign in. It is strictly necessary to keep you signed in, it cannot be read by scripts on the page (HttpOnly), it is sent only over an encrypted connection when the site is served over HTTPS, it expires 30 days after your last visit or when you sign out, and it is not used to track you across other sites. If you save favourites without an account, they are kept in your browser's local storage on your device. We use no advertising, analytics or social media cookies and no tracking scripts. If that ever changes, we will ask for your consent first and update this policy.",
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
              "Requiring permit numbers, removing fraudulent listings, rate limits and security logs",
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
            [
              "Account, listings and favourites",
              "While your account is open. You can delete listings yourself at any time; to close your account, ask us through the contact form and we delete it, except what the law requires us to keep",
            ],
            [
              "Enquiries",
              "Until the listing they are about is deleted or the account that received it is closed; the owner or agent may keep their own copy of your email",
            ],
            [
              "Contact messages",
              "As long as we need them to deal with your message and any follow-up; ask us to delete yours at any time",
            ],
            ["Newsletter email", "Until you ask us to remove it, through the contact form"],
            ["Session", "30 days after your last visit, or until you sign out"],
            ["Password reset links", "They work for one hour, and only once"],
            ["Server logs", "For a limited period, for security and troubleshooting, then deleted"],
            ["Rate-limit counters", "Overwritten when their time window (one minute to one hour) ends"],
            ["Invoices for featured upgrades", "As long as UAE tax law requires (generally five years)"],
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
          text: 'Send requests through the [contact form](/contact-us), choosing "Privacy request", from the email address on your account, so we can confirm it is you. We aim to answer within 30 days and do not charge for this. If you are not satisfied with our answer, you can complain to the UAE Data Office.',
        },
      ],
    },
    {
      heading: "How we protect it",
      blocks: [
        {
          type: "list",
          items: [
            "The session cookie is HttpOnly, and when the site is served over HTTPS, as it should be, it is sent only over that encrypted connection.",
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
          text: "We will update this policy when our practices or the law change, including when the law's executive regulations or the UAE Data Office issue new rules. The date at the top shows the latest version. If a change affects how we use data you have already given us, we will publish it here before it takes effect.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
