import type { Request, Router } from "express";
import { z } from "zod";
import { idParamsSchema, resolveFlagInputSchema, verifyListingInputSchema } from "@shared/moderation";
import { listingFlagSchema } from "@shared/trust-signals";
import type { AppContext } from "../../app-context";
import { errorResponse, json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import type { Actor } from "../moderation/roles";
import * as service from "./trust-signals.service";

function actorOf(req: Request): Actor | undefined {
  return req.user && { id: req.user.id, username: req.user.username, role: req.user.role };
}

const staffOnly = errorResponse("Signed in without the moderator or admin role", {
  message: "Only moderators and admins can do this",
  code: "forbidden",
});

const exampleFlag = {
  id: 17,
  listingId: 1042,
  listingTitle: "Two-bedroom apartment with marina view",
  ownerId: 42,
  kind: "duplicate-photo" as const,
  details: {
    key: "3f9c2a7e-1600.webp:981",
    photo: "3f9c2a7e-1600.webp",
    otherListingId: 981,
    otherPhoto: "77ab01c4-1600.webp",
    distance: 2,
    matches: 1,
  },
  createdAt: "2026-03-01T09:30:00.000Z",
};

/**
 * Duplicate and fraud signals for staff (docs/decisions/0051): the open review flags, resolving one, and
 * verifying a listing by hand. The services check the role (moderator or admin).
 */
export function trustSignalsRoutes({ db }: AppContext): Router {
  const routes = documentedRouter({
    name: "Signals",
    description:
      "Review flags raised by the duplicate and fraud rules (photos matching another owner's, permit numbers not in their emirate's form), and moderators' verification",
  });
  const flag = listingFlagSchema.meta({ id: "ListingFlag" });

  routes.get(
    "/admin/flags",
    {
      operationId: "listOpenFlags",
      summary: "Open review flags, oldest first",
      description: `At most ${service.FLAG_QUEUE_LIMIT}. A flag never hides a listing; while one is open the listing is not verified. Moderators and admins.`,
      access: "session",
      responses: { 200: json(z.array(flag), "Open flags", [exampleFlag]), 403: staffOnly },
    },
    async (req, res) => {
      res.json(await service.listOpenFlags(db, actorOf(req)));
    },
  );

  routes.post(
    "/admin/flags/:id/resolve",
    {
      operationId: "resolveFlag",
      summary: "Close a review flag (checked and found right, or fixed)",
      description:
        "The same finding does not open again on the listing's later saves; the listing may be verified again by its rule. Resolving a closed flag changes nothing. Moderators and admins. Audited.",
      access: "session",
      params: idParamsSchema,
      body: {
        schema: resolveFlagInputSchema,
        description: "An optional note for the audit log: what was checked",
        example: { note: "Same agent re-listing the owner's home; photos are theirs" },
      },
      responses: {
        204: { description: "Resolved" },
        403: staffOnly,
        404: errorResponse("No such flag", { message: "Flag not found", code: "not_found" }),
      },
    },
    async (input, req, res) => {
      await service.resolveFlag(db, actorOf(req), input.params.id, input.body);
      res.status(204).end();
    },
  );

  routes.post(
    "/admin/listings/:id/verify",
    {
      operationId: "verifyListing",
      summary: "Verify a listing by hand (its permit looked up in the regulator's system, its photos seen)",
      description:
        "Lasts until a review flag opens on the listing or its owner changes its permit number or emirate. Refused while a flag is open and for sample listings. Moderators and admins. Audited.",
      access: "session",
      params: idParamsSchema,
      body: {
        schema: verifyListingInputSchema,
        description: "An optional note for the audit log: what was checked",
        example: { note: "Permit 7117220918 found in Trakheesi for this unit" },
      },
      responses: {
        204: { description: "Verified" },
        403: staffOnly,
        404: errorResponse("No such listing", { message: "Listing not found", code: "not_found" }),
        409: errorResponse("The listing has open flags, or is a sample listing", {
          message: "Resolve the listing's open flags before verifying it",
          code: "conflict",
        }),
      },
    },
    async (input, req, res) => {
      await service.verifyListing(db, actorOf(req), input.params.id, input.body);
      res.status(204).end();
    },
  );

  return routes.router;
}
