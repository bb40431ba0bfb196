/**
 * `closeConnectionsWhenIdle` (@serena/server-kit, used by the api and the bff): `app.close()` ends
 * at once although clients still hold connections, and a request in flight still gets its answer.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { closeConnectionsWhenIdle } from '@serena/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  // Whatever a failing test left open: its connections are cut so the suite ends.
  for (const app of apps.splice(0)) {
    app.server.closeAllConnections();
    await app.close();
  }
});

/** A listening app with one slow route (`/slow`, 300 ms). */
async function server(graceful: boolean): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify();
  apps.push(app);
  if (graceful) closeConnectionsWhenIdle(app);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: 'slow' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** Opens a TCP connection to `port` and sends nothing (an HTTP client's spare connection). */
function spareConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** How long `app.close()` takes (ms), or Infinity when it has not ended within `limit` ms. */
async function closeTime(app: FastifyInstance, limit = 2_000): Promise<number> {
  const started = performance.now();
  const ended = await Promise.race([
    app.close().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), limit)),
  ]);
  return ended ? performance.now() - started : Infinity;
}

describe('closeConnectionsWhenIdle', () => {
  it('closes connections a client opened but sent nothing on (without it, close() waits)', async () => {
    const plain = await server(false);
    const spare = await spareConnection(plain.port);
    expect(await closeTime(plain.app)).toBe(Infinity);
    spare.destroy();

    const graceful = await server(true);
    const other = await spareConnection(graceful.port);
    const closed = new Promise((resolve) => other.once('close', resolve));
    expect(await closeTime(graceful.app)).toBeLessThan(1_000);
    await closed;
  });

  it('lets a request in flight finish, then closes its keep-alive connection', async () => {
    const { app, port } = await server(true);
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const took = await closeTime(app);
    expect(await answer).toEqual({ ok: 'slow' });
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(1_500);
  });
});
