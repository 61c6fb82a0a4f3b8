import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { EMIRATES, type Emirate } from "@shared/locations";
import { isOneOf } from "./one-of";
import { users } from "./users";
import { createdAt } from "./columns";

export const agencies = pgTable(
  "agencies",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 120 }).notNull(),
    /** RERA Office Registration Number (Dubai) or the emirate's equivalent licence. */
    orn: varchar("orn", { length: 40 }),
    emirate: varchar("emirate", { length: 40 }).$type<Emirate>().notNull(),
    phone: varchar("phone", { length: 32 }),
    email: varchar("email", { length: 254 }),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check("agencies_emirate_check", isOneOf(t.emirate, EMIRATES))],
);

/**
 * A BRN as one broker's number: "BRN-45123", "brn 45123" and "45123" are one (the prefix is how cards and
 * portals print it, shared/trust-signals.ts), in upper case.
 */
export function brnKey(brn: AnyPgColumn | SQL): SQL {
  return sql`upper(regexp_replace(${brn}, '^BRN[[:space:]:#-]*', '', 'i'))`;
}

/** One agent per BRN among the agents of an agency, sample ones aside (docs/decisions/0061). */
export const ACTIVE_BRN_INDEX = "agents_active_brn_key";

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
    createdAt: createdAt(),
  },
  (t) => [
    index("agents_agency_idx").on(t.agencyId),
    index("agents_user_idx").on(t.userId),
    uniqueIndex(ACTIVE_BRN_INDEX)
      .on(brnKey(t.brn))
      .where(sql`${t.brn} is not null and ${t.agencyId} is not null and not ${t.isSample}`),
  ],
);
