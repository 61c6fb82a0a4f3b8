import http from "node:http";
import type { AddressInfo } from "node:net";
import { startSmtpSink } from "../helpers/smtp-sink";

/**
 * The browser tests' mailbox (docs/testing.md, "Mail in tests"): a real SMTP server on loopback that the
 * app under test sends to (SMTP_URL in playwright.config.ts), and a small HTTP endpoint the specs read it
 * from, since they run in other processes: GET /messages?to=<address> answers what arrived for it.
 */
export const MAIL_SINK_URL_VARIABLE = "E2E_MAIL_SINK_URL";

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function startMailSinkService(smtpPort: number) {
  const sink = await startSmtpSink(smtpPort);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== "/messages") {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get("to");
    const messages: SunkMail[] = (to ? sink.to(to) : sink.messages).map((mail) => ({
      to: mail.to,
      subject: mail.parsed.subject ?? "",
      text: mail.parsed.text ?? "",
      html: typeof mail.parsed.html === "string" ? mail.parsed.html : "",
      headers: Object.fromEntries(
        ["list-unsubscribe", "list-unsubscribe-post"].flatMap((name) => {
          const value = mail.header(name);
          return value === undefined ? [] : [[name, value]];
        }),
      ),
    }));
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sink.close();
    },
  };
}

/** The mails that reached the sink for this address so far. */
export async function mailsTo(address: string): Promise<SunkMail[]> {
  const base = process.env[MAIL_SINK_URL_VARIABLE];
  if (!base) throw new Error(`${MAIL_SINK_URL_VARIABLE} is not set: the mail sink starts in global-setup.ts`);
  const res = await fetch(`${base}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as SunkMail[];
}
