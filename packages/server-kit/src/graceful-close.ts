import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful close for a Fastify app (the api's and the bff's SIGTERM, tests' `app.close()`): once
 * closing starts, every connection without a request in flight is closed at once, and every other
 * one as soon as its last response has been sent. Requests in flight still finish.
 *
 * Node's own `closeIdleConnections()` (Fastify's default on close) skips a connection a client has
 * opened but not yet sent a request on (HTTP clients open spare ones), and a keep-alive connection
 * that goes idle after `close()` began. Either held `close()` open until the client gave up or
 * Fastify's keep-alive timeout (72 s) ran out: past the servers' 15 s shutdown timeout, and past
 * the test suites' 60 s hook timeout (seen in 5 of 12 runs of the bff's statements suite).
 */
export function closeConnectionsWhenIdle(app: FastifyInstance): void {
  /** Open connections and how many requests each has in flight. */
  const inFlight = new Map<Socket, number>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const socket = request.raw.socket;
    const requests = inFlight.get(socket);
    if (requests !== undefined) inFlight.set(socket, requests + 1);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket;
    const requests = inFlight.get(socket);
    // Only connections still open (not closed meanwhile, not `inject()`'s) are counted.
    if (requests !== undefined) {
      inFlight.set(socket, requests - 1);
      if (closing && requests === 1) socket.destroy();
    }
    done();
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const [socket, requests] of inFlight) if (requests === 0) socket.destroy();
    done();
  });
}
