import { integer } from "drizzle-orm/pg-core";
import { properties } from "./properties";

/** The listing a row belongs to (`property_id`): the row is deleted with the listing. */
export const listingReference = () =>
  integer("property_id")
    .notNull()
    .references(() => properties.id, { onDelete: "cascade" });
