import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IN_PROGRESS_WAIT_MS,
} from "../../middleware/idempotency";
import { errorResponse } from "./api-description";

/*
 * What server/middleware/idempotency.ts adds to an operation it guards (docs/decisions/0030): the request
 * header, the statuses it can answer itself, and the header on a repeated answer.
 */

/** The optional Idempotency-Key request header. */
export const idempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^"?[\x21-\x7e]{1,200}"?$/)
    .optional()
    .meta({
      description:
        'IETF draft "The Idempotency-Key HTTP Header Field": 1–200 visible ASCII characters (e.g. a UUID), bare or as a quoted string; a malformed key is a 400. The same key from the same user on this operation within 24 hours gets the first answer (status and body) again, without a second write. Answers of 500 or above are not kept: a retry runs again.',
      example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
    }),
});

/** On an answer repeated for a key seen before. */
export const idempotentReplayedHeader = {
  [IDEMPOTENT_REPLAYED_HEADER]: z
    .literal("true")
    .optional()
    .meta({ description: "Present when this is the stored answer to an earlier request with the same key" }),
};

/** The statuses the middleware answers itself. */
export const idempotencyResponses: Record<number, ResponseConfig> = {
  409: {
    ...errorResponse(
      `A request with the same Idempotency-Key is still running (this one waited ${IN_PROGRESS_WAIT_MS / 1000} s for it): retry after Retry-After seconds to get its answer`,
      {
        message: "A request with this Idempotency-Key is still in progress. Try again in a moment.",
        code: "idempotency_request_in_progress",
      },
    ),
    headers: z.object({ "Retry-After": z.string().regex(/^[0-9]+$/) }),
  },
  422: errorResponse("The Idempotency-Key was already used by this user for a different request", {
    message:
      "This Idempotency-Key was already used for a different request. Send a new key for a new request.",
    code: "idempotency_key_reused",
  }),
};
