import { z } from "zod";

/**
 * An instant as the API sends it: ISO 8601 with its offset, as `Date.toJSON` writes it
 * ("2026-03-01T09:30:00.000Z"). The OpenAPI document shows it as `format: date-time`.
 */
export const timestampSchema = z.iso.datetime({ offset: true });
