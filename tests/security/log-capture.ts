import pino, { type Logger } from "pino";

/**
 * An in-process logger whose every line is kept, for tests that check what reaches the log (the same
 * redaction as server/lib/logger.ts). For the whole app in a child process, see log-probe.ts.
 */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino(
    {
      level: "debug",
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password"],
    },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines };
}
