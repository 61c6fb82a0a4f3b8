import { Router } from "express";
import { listingDraftInputSchema } from "@shared/listing-draft";
import type { AppContext } from "../../app-context";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import * as service from "./listing-drafts.service";

/** The signed-in user's create-listing draft (one per user): read, replace, discard. */
export function listingDraftsRoutes({ db }: AppContext): Router {
  const router = Router();
  router.use("/my/listing-draft", requireAuth);

  router.get("/my/listing-draft", async (req, res) => {
    // No draft is the usual state: 204, not a 404 that every browser would log as a failed request.
    const draft = await service.getListingDraft(db, req.user!.id);
    if (draft) res.json(draft);
    else res.status(204).end();
  });

  router.put("/my/listing-draft", validate("body", listingDraftInputSchema), async (req, res) => {
    const input = parsed(res, "body", listingDraftInputSchema);
    res.json(await service.saveListingDraft(db, req.user!.id, input));
  });

  router.delete("/my/listing-draft", async (req, res) => {
    await service.discardListingDraft(db, req.user!.id);
    res.status(204).end();
  });

  return router;
}
