import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the sink received it: the envelope, the raw source and the parsed mail (headers, text, HTML). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
  /** A header's value as sent (unfolded), by lower-case name. */
  header(name: string): string | undefined;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The messages to this address so far. */
  to(address: string): ReceivedMail[];
  /** Waits until `count` messages to the address have arrived (default one), or fails after `timeoutMs`. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package, the server half of Nodemailer) on loopback, on a port the
 * system picks (or the one given), that keeps every message it receives and parses it with `mailparser`. The app sends to it
 * through its ordinary SMTP_URL, so a test reads what a mail program would receive (docs/testing.md).
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            messages.push({
              from,
              to,
              raw,
              parsed,
              header: (name) => rawHeader(raw, name),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as AddressInfo).port;
  const to = (address: string) => messages.filter((message) => message.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    messages,
    to,
    async waitFor(address, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} mail(s) to ${address}, got ${to(address).length} within ${timeoutMs} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of the raw message, unfolded (RFC 5322 §2.2.3), as it was sent. */
function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0];
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
