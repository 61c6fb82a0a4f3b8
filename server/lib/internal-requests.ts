import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * Connections made by the app to itself: the server render reads the API over a private loopback
 * listener (render/internal-api.ts). Marked on the socket, which a client cannot reach or forge (a
 * header could be sent by anyone), so per-client limits count the visitor's page once, not each of
 * its reads again.
 */
const internalSockets = new WeakSet<Socket>();

export function markInternalSocket(socket: Socket): void {
  internalSockets.add(socket);
}

export function isInternalRequest(req: IncomingMessage): boolean {
  return internalSockets.has(req.socket);
}
