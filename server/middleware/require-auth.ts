import type { RequestHandler } from "express";
import { AppError } from "../lib/errors";

export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : AppError.unauthorized());
};
