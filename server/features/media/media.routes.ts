import { Router } from "express";
import { parseSampleImageName, renderSampleImage } from "./sample-images";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Photos: the drawn sample images (uploads join them in the listings issue). */
export function mediaRoutes(): Router {
  const router = Router();
  const cache = new Map<string, string>();
  router.get("/sample/:name", (req, res, next) => {
    const parsedName = parseSampleImageName(req.params.name);
    if (!parsedName) return next();
    let svg = cache.get(req.params.name);
    if (!svg) {
      svg = renderSampleImage(parsedName.kind, parsedName.variant);
      cache.set(req.params.name, svg);
    }
    res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    res.type("image/svg+xml").send(svg);
  });
  return router;
}
