import type { Router } from "express";
import { z } from "zod";
import { json } from "./api-description";
import { documentedRouter } from "./documented-router";
import { openApiJsonFor, type RouterTree } from "./openapi-document";

/**
 * GET /api/openapi.json: the document of `app`, assembled at the first request from the routers it
 * mounts. Mounted before the session store, so it never needs the database.
 */
export function openApiRoutes(app: RouterTree): Router {
  const routes = documentedRouter({ name: "Documentation", description: "This description of the API" });
  routes.get(
    "/openapi.json",
    {
      operationId: "getOpenApiDocument",
      summary: "This OpenAPI 3.1 document",
      description: "Built once per site; `servers` names the site's base URL.",
      access: "public",
      usesDatabase: false,
      responses: {
        200: json(
          z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
          "The document",
          { openapi: "3.1.0", paths: {} },
        ),
      },
    },
    (req, res) => {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.type("json").send(openApiJsonFor(app, req.site.baseUrl));
    },
  );
  return routes.router;
}
