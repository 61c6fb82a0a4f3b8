import { z } from "zod";
import { isNoFilter } from "./listing-options";

/**
 * A query filter: absent, empty or "all" parse as undefined (no filter); any other value through `schema`.
 * A query string never carries null, so null is made to fail (as NaN, which no filter schema accepts, where a
 * coercing number schema would have read null as 0): the OpenAPI document tells nullability by parsing null,
 * and a filter declared nullable would be wrong.
 */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null ? Number.NaN : isNoFilter(value) ? undefined : value),
    schema.optional(),
  );
