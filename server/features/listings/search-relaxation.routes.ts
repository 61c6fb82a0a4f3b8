import type { Router } from "express";
import { searchListingsQuerySchema } from "@shared/listing";
import { searchRelaxationsSchema } from "@shared/search-relaxation";
import type { Db } from "../../db/client";
import { json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { findRelaxations } from "./search-relaxation";

const LISTINGS_TAG = { name: "Listings", description: "Search, detail and an owner's listings" };

/** GET /api/properties/search/relaxations: zero-results help (search-relaxation.ts). */
export function searchRelaxationRoutes(db: Db): Router {
  const routes = documentedRouter(LISTINGS_TAG);
  routes.get(
    "/properties/search/relaxations",
    {
      operationId: "searchRelaxations",
      summary: "What dropping each filter of a search would find",
      description:
        "Takes the same filters as `GET /api/properties/search` (and answers 400 where it would). For each filter the search has except the purpose, paging and order (at most 7, words and places first), the total of the same search without that filter, counted like the search's own total; most results first, filters that still find nothing left out. When no single filter helps, one suggestion drops them all (if that finds anything).",
      access: "public",
      query: searchListingsQuerySchema,
      responses: {
        200: json(searchRelaxationsSchema.meta({ id: "SearchRelaxations" }), "Suggestions, best first", {
          suggestions: [
            { drop: ["maxPrice"], count: 34, estimated: false },
            { drop: ["beds"], count: 5, estimated: false },
          ],
        }),
      },
    },
    async (input, req, res) => {
      const query = input.query;
      const scope = req.site.scope === "Dubai" ? { emirate: "Dubai" as const } : {};
      res.json({ suggestions: await findRelaxations(db, query, scope) });
    },
  );
  return routes.router;
}
