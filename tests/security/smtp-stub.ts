import net from "node:net";
import type { AddressInfo } from "node:net";

export interface SmtpStub {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Each message's raw DATA, in the order they arrived (once accepted). */
  messages: string[];
  /** From now on, hold every message's final reply until release() (a slow or stuck mail server). */
  hold(): void;
  release(): void;
  /** Refuse the next `count` messages with a temporary error (451), as a busy or greylisting server does. */
  refuse(count: number): void;
  /** Messages refused so far. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on loopback that accepts every message: just enough of RFC 5321 for nodemailer
 * (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no STARTTLS, no AUTH).
 */
export async function startSmtpStub(): Promise<SmtpStub> {
  const messages: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => {};
  let toRefuse = 0;
  let refused = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffered = "";
    let data: string[] | null = null;
    let queue = Promise.resolve();
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const handle = async (line: string) => {
      if (data) {
        if (line !== ".") return void data.push(line.startsWith("..") ? line.slice(1) : line);
        const message = data.join("\r\n");
        data = null;
        await gate;
        if (toRefuse > 0) {
          toRefuse -= 1;
          refused += 1;
          return reply("451 4.3.0 try again later");
        }
        messages.push(message);
        return reply("250 2.0.0 queued");
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO" || verb === "HELO") return reply("250 stub");
      if (verb === "MAIL" || verb === "RCPT" || verb === "RSET" || verb === "NOOP")
        return reply("250 2.0.0 ok");
      if (verb === "DATA") {
        data = [];
        return reply("354 go ahead");
      }
      if (verb === "QUIT") {
        reply("221 bye");
        return void socket.end();
      }
      reply("502 5.5.2 not implemented");
    };
    socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      let end: number;
      while ((end = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        queue = queue.then(() => handle(line));
      }
    });
    reply("220 stub ESMTP");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = Promise.resolve();
    },
    refuse(count) {
      toRefuse = count;
    },
    get refused() {
      return refused;
    },
    close() {
      open();
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
