import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

export const agencies = pgTable("agencies", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 120 }).notNull(),
  /** RERA Office Registration Number (Dubai) or the emirate's equivalent licence. */
  orn: varchar("orn", { length: 40 }),
  emirate: varchar("emirate", { length: 40 }).notNull(),
  phone: varchar("phone", { length: 32 }),
  email: varchar("email", { length: 254 }),
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const agents = pgTable(
  "agents",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 120 }).notNull(),
    /** RERA Broker Registration Number. */
    brn: varchar("brn", { length: 40 }),
    phone: varchar("phone", { length: 32 }),
    whatsapp: varchar("whatsapp", { length: 32 }),
    email: varchar("email", { length: 254 }),
    photoUrl: text("photo_url"),
    languages: text("languages").array().notNull().default([]),
    areas: text("areas").array().notNull().default([]),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agents_agency_idx").on(t.agencyId)],
);
