import { sql } from "drizzle-orm";
import {
  check,
  index,
  json,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { LOCALES, type Locale } from "@shared/locale";
import { USER_ROLES, type UserRole } from "@shared/moderation-options";
import { isOneOf } from "./one-of";
import { createdAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 32 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    /**
     * The language mail and messages reach this person in (docs/product.md §Mail); null until they choose
     * or sign up.
     */
    locale: varchar("locale", { length: 2 }).$type<Locale>(),
    /**
     * What the account may do (docs/decisions/0050-roles-and-moderation.md): set only by
     * `npm run admin -- grant` and by an admin in /admin, never by sign-up or an account update.
     */
    role: varchar("role", { length: 16 }).$type<UserRole>().notNull().default("user"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    check("users_locale_check", isOneOf(t.locale, LOCALES)),
    check("users_role_check", isOneOf(t.role, USER_ROLES)),
  ],
);

/** express-session rows, in the layout connect-pg-simple expects. */
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

/** Secrets generated once per database (the session signing key when SESSION_SECRET is unset). */
export const appSecrets = pgTable("app_secrets", {
  name: varchar("name", { length: 64 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
