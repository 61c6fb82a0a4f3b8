import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { REPLY_BODY_MAX, THREAD_SIDES, type ThreadSide } from "@shared/conversation";
import { enquiries } from "./activity";
import { isOneOf } from "./one-of";
import { users } from "./users";
import { createdAt } from "./columns";

/**
 * The replies in an enquiry's thread (docs/decisions/0054-conversations.md). The enquiry's own message is
 * the thread's first; these follow it. `side` says which party wrote it, so a message keeps its place when
 * its author's account is deleted (author_user_id then becomes null).
 */
export const enquiryMessages = pgTable(
  "enquiry_messages",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    side: varchar("side", { length: 8 }).$type<ThreadSide>().notNull(),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("enquiry_messages_enquiry_idx").on(t.enquiryId, t.createdAt, t.id),
    index("enquiry_messages_author_idx").on(t.authorUserId),
    check("enquiry_messages_side_check", isOneOf(t.side, THREAD_SIDES)),
    check(
      "enquiry_messages_body_check",
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(REPLY_BODY_MAX))}`,
    ),
  ],
);
