/**
 * The WebSocket Origin check (issue 23): a browser's socket must come from the shop's origin —
 * PUBLIC_URL's, or the Host it connected to. A client-sent X-Forwarded-Host counts only from a
 * proxy TRUST_PROXY trusts; otherwise a page on another site could name itself there.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Opens a graphql-ws socket with `headers`; resolves the upgrade's HTTP status (101 = opened). */
async function upgradeStatus(env: Record<string, string>, headers: Record<string, string>) {
  app = await buildTestServer(createFakeUpstream(1), env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
    headers,
  });
  return new Promise<number>((resolve, reject) => {
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

describe('WebSocket Origin check', () => {
  it('refuses another site that names itself in X-Forwarded-Host without TRUST_PROXY', async () => {
    const status = await upgradeStatus(
      {},
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(status).toBe(403);
  });

  it('believes X-Forwarded-Host from a trusted proxy', async () => {
    const status = await upgradeStatus(
      { TRUST_PROXY: '127.0.0.1' },
      { origin: 'https://trade.serenahome.ie', 'x-forwarded-host': 'trade.serenahome.ie' },
    );
    expect(status).toBe(101);
  });

  it("accepts the Host's own origin and PUBLIC_URL's, and refuses other sites", async () => {
    const env = { PUBLIC_URL: 'https://trade.serenahome.ie' };
    expect(await upgradeStatus(env, { origin: 'https://trade.serenahome.ie' })).toBe(101);
    await app!.close();
    expect(await upgradeStatus(env, { origin: 'https://evil.example' })).toBe(403);
  });
});
