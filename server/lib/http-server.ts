import http from "node:http";
import net from "node:net";
import { MAX_UPLOAD_BYTES } from "@shared/media";

/**
 * Chrome DevTools' "Slow 3G" profile: 500 kbit/s less 20 % overhead = 50,000 bytes/s up, 2 s round trip.
 * A phone on that network must still get its largest request through: one photo upload.
 */
const SLOW_3G_UPLOAD_BYTES_PER_SECOND = 50_000;
/** Multipart framing, the round trips of a fresh TLS connection, a slower moment of the network. */
const UPLOAD_TIME_MARGIN = 1.15;

/**
 * The whole request, headers and body: a MAX_UPLOAD_MB photo at Slow 3G takes about 210 s, so 242 s.
 * (Node's default, 300 s, let a slow body hold a connection for five minutes.)
 */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = Math.ceil(
  (MAX_UPLOAD_BYTES / SLOW_3G_UPLOAD_BYTES_PER_SECOND) * UPLOAD_TIME_MARGIN,
);
/**
 * A body that is not an upload (JSON of at most 100 kB, a feed file excepted) must arrive within this
 * (middleware/body-timeout.ts): 100 kB at Slow 3G is 2 s plus a 2 s round trip; 15 s leaves a phone
 * between cells room, and no longer lets a client hold a request open for the uploads' 242 s.
 */
export const DEFAULT_BODY_TIMEOUT_SECONDS = 15;
/**
 * The request line and headers: at most Node's 16 kB header limit, a third of a second at Slow 3G plus a
 * 2 s round trip; 20 s leaves a phone between cells room (Node's default is 60 s).
 */
export const DEFAULT_HEADERS_TIMEOUT_SECONDS = 20;
/**
 * An idle keep-alive connection is closed after this. Longer than the 60 s idle timeout of common load
 * balancers (AWS ALB, Google's), so the balancer, not this server, closes first and never sends a request
 * on a connection this server is closing.
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS = 65;
/**
 * Open connections one client address may hold when the app faces the internet directly. A browser opens
 * up to 6 per host; a mobile carrier's NAT puts many phones behind one address, so the cap is generous: it
 * stops one address from holding thousands of slow connections, not a busy office. Addresses of trusted
 * proxies (TRUST_PROXY) are never capped: behind a proxy every visitor arrives from its address.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 128;
/** How often Node checks the header and request timeouts (its default, 30 s, makes them up to 30 s late). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;
/** A refused connection is destroyed this long after its 503, whether or not the client closed it. */
const REFUSED_SOCKET_LINGER_MS = 1000;
/**
 * While stopping, a connection is closed once no request has been in progress on it for this long: a
 * request already sent on it has been read by then even in a busy process, and every answer during the
 * drain said `Connection: close`, so an active client has moved on.
 */
const IDLE_BEFORE_CLOSE_MS = 1000;
/** After the listener closes, idle connections are swept this often until none is left. */
const IDLE_SWEEP_INTERVAL_MS = 200;

export interface HttpServerOptions {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerAddress: number;
  /** Connections from these addresses are not capped (the proxies the app trusts). */
  isTrustedProxy: (address: string) => boolean;
  /** How long the listener stays open after shutdown() begins, serving with `Connection: close`. */
  drainMs: number;
  /** Tests: check timeouts more often than every second. */
  timeoutCheckIntervalMs?: number;
}

export interface HttpServer {
  server: http.Server;
  readonly stopping: boolean;
  /**
   * Graceful stop: /readyz answers 503 at once and every answer from now on (also to requests already
   * in flight) carries `Connection: close`; the listener stays open for the drain window, then closes;
   * connections close once idle. Resolves when the last connection has closed.
   */
  shutdown(): Promise<void>;
}

/** The app's HTTP listener: timeouts a slow phone still passes, a cap per address, a graceful stop. */
export function createHttpServer(app: http.RequestListener, options: HttpServerOptions): HttpServer {
  let stopping = false;
  const inFlight = new Set<http.ServerResponse>();
  /** Open connections: requests being answered on each, and since when none has been. */
  const connections = new Map<net.Socket, { active: number; idleSince: number }>();
  /** Connections over the per-address cap: answered 503 already; their requests are not served. */
  const refused = new WeakSet<net.Socket>();
  const server = http.createServer(
    { connectionsCheckingInterval: options.timeoutCheckIntervalMs ?? TIMEOUT_CHECK_INTERVAL_MS },
    (req, res) => {
      if (refused.has(req.socket)) return;
      const connection = connections.get(req.socket);
      if (connection) connection.active += 1;
      inFlight.add(res);
      res.on("close", () => {
        inFlight.delete(res);
        if (connection) {
          connection.active -= 1;
          connection.idleSince = Date.now();
        }
      });
      if (stopping) {
        res.setHeader("Connection", "close");
        if (req.url === "/readyz") {
          res.writeHead(503, { "Content-Type": "application/json; charset=utf-8", "Retry-After": "5" });
          res.end(JSON.stringify({ status: "shutting down" }));
          return;
        }
      }
      app(req, res);
    },
  );
  server.on("connection", (socket: net.Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  /**
   * Closes connections with no request in progress for IDLE_BEFORE_CLOSE_MS. Not Node's
   * closeIdleConnections: it also counts as idle a connection whose request has arrived but is not read
   * yet (a busy process reads a moment later), and destroying that one resets a request already sent.
   * Run after the event loop's poll phase (setImmediate), so data that has arrived is read first.
   */
  const closeIdleConnections = () =>
    setImmediate(() => {
      const now = Date.now();
      for (const [socket, { active, idleSince }] of connections) {
        if (active === 0 && now - idleSince >= IDLE_BEFORE_CLOSE_MS) socket.destroy();
      }
    });
  server.headersTimeout = options.headersTimeoutMs;
  server.requestTimeout = options.requestTimeoutMs;
  server.keepAliveTimeout = options.keepAliveTimeoutMs;
  if (options.maxConnectionsPerAddress > 0) {
    capConnectionsPerAddress(server, options.maxConnectionsPerAddress, options.isTrustedProxy, refused);
  }

  let closed: Promise<void> | undefined;
  return {
    server,
    get stopping() {
      return stopping;
    },
    shutdown() {
      stopping = true;
      // Requests already received keep their keep-alive connection only until they are answered.
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      return (closed ??= new Promise<void>((resolve) => {
        setTimeout(() => {
          // net.Server's close stops accepting and waits for the connections; http.Server's close would
          // also run Node's closeIdleConnections (see above).
          net.Server.prototype.close.call(server, () => resolve());
          closeIdleConnections();
          setInterval(closeIdleConnections, IDLE_SWEEP_INTERVAL_MS).unref();
        }, options.drainMs);
      }));
    },
  };
}

/**
 * Over the cap, a new connection gets a plain 503 and is closed before its request is read: one address
 * cannot hold every socket of the process with slow requests.
 */
function capConnectionsPerAddress(
  server: http.Server,
  max: number,
  isTrustedProxy: (address: string) => boolean,
  refused: WeakSet<net.Socket>,
) {
  const open = new Map<string, number>();
  server.on("connection", (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      const body = "Too many connections from your address. Please try again shortly.\n";
      socket.end(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n" +
          `Retry-After: 5\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      refused.add(socket);
      setTimeout(() => socket.destroy(), REFUSED_SOCKET_LINGER_MS).unref();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
