import type { ContentBody } from "../types";

export default {
  intro:
    "We are a small team building a property portal that people in the UAE can trust. This page explains how we work, the roles we usually hire for, and how to apply.",
  sections: [
    {
      heading: "How the team works",
      blocks: [
        {
          type: "list",
          items: [
            "**Small teams own whole features.** The people who build listing search also answer for how fast it is and how accurate its results are.",
            "**We write things down.** Decisions, with their reasons, go into short written records, so a newcomer can see why the site works the way it does.",
            "**We ship small changes often**, each one checked by automated tests, and every public page must work on a mid-range phone over a slow connection and with a keyboard or screen reader.",
            "**Our own rules apply to us.** No fake urgency, no hidden costs, no dark patterns: the honesty we ask of listings we also ask of our product and our sales.",
          ],
        },
      ],
    },
    {
      heading: "Roles we typically hire for",
      blocks: [
        {
          type: "list",
          items: [
            "**Engineering:** TypeScript, React, Node.js and PostgreSQL; server rendering, search, performance and accessibility.",
            "**Data:** listing quality, duplicate and fraud detection, and the transaction data behind the [house price index](/house-price-index) and [sold prices](/sold-prices).",
            "**Sales and account management for agencies:** helping agencies list correctly (Trakheesi and Madhmoun permits, BRNs), use featured upgrades well and connect their systems to our API. Knowledge of RERA rules and the UAE brokerage market matters more here than a sales script.",
            "**Content:** [guides](/property-guides), [news](/news) and area pages, written accurately against the rules of the DLD, RERA, the Abu Dhabi Real Estate Centre and the Central Bank. Arabic is a strong plus.",
          ],
        },
        {
          type: "paragraph",
          text: "We don't keep a standing list of vacancies on this page. If your skills fit one of these areas, write to us even when nothing is advertised.",
        },
      ],
    },
    {
      heading: "How to apply",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            'Send a message through our [contact form](/contact-us): choose the subject **Other** and start your message with "Careers" and the area, for example "Careers: Engineering".',
            "Tell us in a few sentences what you would like to work on and why, and include a link to your CV, portfolio, writing or code.",
            "If there is a fit, we arrange a conversation, then a short practical exercise related to the role (we don't ask for large unpaid projects), then a final conversation with the people you would work with.",
          ],
        },
        {
          type: "paragraph",
          text: "Pay, benefits and whether the role is based in the UAE or remote are discussed for the specific role in the first conversation. For UAE-based roles the employer arranges the work permit and residence visa as UAE law requires.",
        },
        {
          type: "callout",
          title: "Recruitment scams",
          text: 'We never ask candidates to pay for a visa, training, equipment or an "application fee". If someone asks you for money in our name, do not pay, and tell us through the [contact form](/contact-us).',
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
