import type { UserRole } from "@shared/moderation-options";
import { AppError } from "../../lib/errors";

/** Who is acting: the signed-in account, as the session knows it; undefined for an anonymous visitor. */
export interface Actor {
  id: number;
  username: string;
  role: UserRole;
}

/** What each role may do in the console; a role's rights include those of the roles before it. */
const RANK: Record<UserRole, number> = { user: 0, moderator: 1, admin: 2 };

/**
 * The role check every console service starts with (docs/decisions/0050): 401 signed out, 403 below the
 * role. In the services, not only the routes, so no other caller (a job, a future route) can skip it.
 */
export function assertRole(actor: Actor | undefined, minimum: "moderator" | "admin"): asserts actor is Actor {
  if (!actor) throw AppError.unauthorized();
  if (RANK[actor.role] < RANK[minimum]) {
    throw AppError.forbidden(
      minimum === "admin" ? "Only an admin can do this" : "Only moderators and admins can do this",
    );
  }
}
