/**
 * Every table that holds a person's data or points at an account, and what "download my data" and "delete
 * my account" do with it (docs/decisions/0052-peoples-data.md). personal-data.api.test.ts reads the
 * database's own schema and fails when a table with a reference to users, or a column of contact details,
 * is missing here: a new feature cannot add personal data without deciding both. Each entry names what
 * the code in account-data.repository.ts does; the deletion test then proves it by searching every text
 * column of every table for the deleted person.
 */
export interface PersonalDataHandling {
  /** Where it appears in the export (a key of the JSON), or why it does not. */
  export: string;
  /** What account deletion does to it, and why. */
  deletion: string;
}

export const PERSONAL_DATA_TABLES: Record<string, PersonalDataHandling> = {
  users: {
    export: "account (everything but the password hash)",
    deletion: "row deleted: the username and email are free for a new account at once",
  },
  session: {
    export: "sessionsCount",
    deletion: "every session deleted, on every device (and in Redis when sessions live there)",
  },
  properties: {
    export: "listings, with their photos' public addresses",
    deletion:
      "archived (removed ones stay removed), owner, agent and feature detached, photos taken off, the person's name, email and phone cut from the texts; kept for the enquiries other people sent about them",
  },
  property_images: {
    export: "listings[].photos",
    deletion: "rows of the person's listings deleted: the photos become orphans for uploads.clean-orphans",
  },
  uploads: {
    export: "uploads (each photo's public address)",
    deletion: "owner set to null: the orphan clean-up deletes unused files and rows after a day",
  },
  listing_drafts: { export: "draft", deletion: "deleted" },
  favourites: { export: "favourites", deletion: "deleted" },
  saved_searches: { export: "savedSearches", deletion: "deleted (their deliveries with them)" },
  enquiries: {
    export:
      "enquiriesSent (by account or by the account's email), enquiriesReceived (on the person's listings and those naming them as agent, as their inbox shows them: the sender's email and phone only once they have replied)",
    deletion:
      "sent ones kept for the owner with name, email and phone removed and sender_deleted_at set (shown as 'Deleted user'), the person's details cut from the message; received ones kept: they are the sender's, who has their own copy, and their threads closed (lister_deleted_at) when nobody else answers for the listing",
  },
  newsletter_subscribers: { export: "newsletter", deletion: "the account email's subscription deleted" },
  featured_orders: {
    export: "featuredOrders",
    deletion: "kept as tax records (UAE VAT law keeps invoices five years) with the account detached",
  },
  password_reset_tokens: {
    export: "not exported: one-way hashes of spent or expiring links",
    deletion: "deleted",
  },
  idempotency_keys: {
    export: "not exported: copies of answers already given, kept 24 hours",
    deletion: "deleted",
  },
  contact_messages: {
    export: "contactMessages (sent from the account's email)",
    deletion: "those from the account's email deleted",
  },
  email_outbox: {
    export: "not exported: copies of mail already sent to the person's inbox",
    deletion:
      "mail to the person (sent or waiting) deleted with its queued delivery job; mail to others that names them (an enquiry's or a reply's notice) kept with their name, username, email and phone cut, in its queued delivery too",
  },
  agents: {
    export: "agentProfiles",
    deletion: "the person's agent profiles deleted (their listings lose the agent)",
  },
  audit_log: {
    export: "auditEntries (moderation about the person or their listings, and their own actions as staff)",
    deletion:
      "kept (who did what to which listing is the site's record), with the person's username and email cut from reasons and details; staff accounts cannot delete themselves",
  },
  listing_reports: {
    export: "reportsMade",
    deletion:
      "kept for the listing's review, detached (by the foreign key) and the person's details cut from the note",
  },
  moderation_notices: {
    export: "listings[].moderationNotices",
    deletion: "kept with the listing, the owner's reply cleared",
  },
  agencies: {
    export: "not exported: an agency's office phone and email are the company's, not a person's",
    deletion:
      "kept: an account's deletion does not close its agency (agents linked to the account are deleted)",
  },
  enquiry_messages: {
    export: "enquiriesSent[].messages and enquiriesReceived[].messages (each thread's replies)",
    deletion:
      "kept in the other party's thread (the author detached by the foreign key), the person's details cut from the text",
  },
  agency_members: {
    export: "agencyMemberships",
    deletion: "deleted: the person leaves the agency, which stays",
  },
  agency_api_keys: {
    export: "not exported: the agency's credentials (stored hashed), not the person's",
    deletion:
      "kept for the agency, the person who created a key detached by the foreign key; when the person is the agency's last admin, every live key of the agency is revoked (nobody would be left to see or revoke them)",
  },
  agency_feeds: {
    export: "not exported: the agency's feed settings",
    deletion: "kept for the agency; the person who set it up is detached by the foreign key",
  },
  listing_flags: {
    export: "not exported: rule and moderator flags on listings, not about the person",
    deletion: "kept with the listing; a moderator who resolved one is detached by the foreign key",
  },
  rate_limit_hits: {
    export: "not exported: counters that reset within an hour",
    deletion: "counters keyed by the account's username or email deleted",
  },
};
