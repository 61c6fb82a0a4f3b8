import { AppError } from "../../lib/errors";

/**
 * The one ownership rule for changing a listing: 404 when it does not exist, 403 when it is someone else's.
 * Callers check it before reading the body, so a stranger gets 403 whatever they send.
 */
export function assertOwnListing<T extends { ownerId: number | null }>(
  listing: T | undefined,
  userId: number,
): asserts listing is T {
  if (!listing) throw AppError.notFound("Listing not found");
  if (listing.ownerId !== userId) throw AppError.forbidden("This listing belongs to someone else");
}
