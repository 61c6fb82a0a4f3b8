import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never log credentials or session cookies: the request serializer masks every credential-bearing
    // header by name (middleware/request-log.ts); these paths hold even where it does not run.
    redact: [
      "req.headers.cookie",
      "req.headers.authorization",
      'req.headers["proxy-authorization"]',
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
      "password",
      "*.password",
      "*.currentPassword",
      "*.newPassword",
      "*.token",
      "*.apiKey",
      "*.secret",
    ],
  });
}
