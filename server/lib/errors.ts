import type { ZodError } from "zod";

export type FieldErrors = Record<string, string[]>;

/**
 * Every `code` an error body can carry. The OpenAPI document lists them as the Error schema's enum, so a
 * new code is added here (the type refuses any other) and clients can rely on the list.
 */
export const ERROR_CODES = [
  "validation_failed",
  "bad_request",
  "unauthorized",
  "invalid_credentials",
  "forbidden",
  "cross_site_request",
  "not_found",
  "conflict",
  "idempotency_key_reused",
  "idempotency_request_in_progress",
  "not_published",
  "too_large",
  "uri_too_long",
  "unsupported_media_type",
  "rate_limited",
  "request_timeout",
  "internal",
  "unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error type services throw; the error handler turns it into the JSON error body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(message: string, fieldErrors?: FieldErrors) {
    return new AppError(400, message, "validation_failed", fieldErrors);
  }
  static unauthorized(message = "Sign in to continue") {
    return new AppError(401, message, "unauthorized");
  }
  static forbidden(message = "You do not have access to this") {
    return new AppError(403, message, "forbidden");
  }
  static notFound(message = "Not found") {
    return new AppError(404, message, "not_found");
  }
  static conflict(message: string, fieldErrors?: FieldErrors) {
    return new AppError(409, message, "conflict", fieldErrors);
  }
  static unavailable(message = "The service is temporarily unavailable. Please try again shortly.") {
    return new AppError(503, message, "unavailable", undefined, { "Retry-After": "5" });
  }
}

/** `{ field: [messages] }` from a zod error; problems with the whole value go under "_root". */
export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_root";
    const message =
      issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys.join(", ")}` : issue.message;
    (fieldErrors[field] ??= []).push(message);
  }
  return fieldErrors;
}
