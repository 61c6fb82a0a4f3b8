import { Router } from "express";
import sharp from "sharp";
import { parseSampleImageName, renderSampleImage } from "../lib/sample-images";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The drawn sample photos, as SVG for pages and as PNG for social previews (networks do not show SVG).
 * There are at most 7 kinds × 12 variants × 2 formats, so every rendering is kept once made.
 */
export function mediaRoutes(): Router {
  const router = Router();
  const cache = new Map<string, Promise<Buffer | string>>();
  router.get("/sample/:name", async (req, res, next) => {
    const parsedName = parseSampleImageName(req.params.name);
    if (!parsedName) return next();
    let body = cache.get(req.params.name);
    if (!body) {
      const svg = renderSampleImage(parsedName.kind, parsedName.variant);
      body =
        parsedName.format === "svg"
          ? Promise.resolve(svg)
          : sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
      cache.set(req.params.name, body);
    }
    res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    res.type(parsedName.format === "svg" ? "image/svg+xml" : "image/png").send(await body);
  });
  return router;
}
