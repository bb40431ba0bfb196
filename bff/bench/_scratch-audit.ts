import type { AddressInfo } from 'node:net';
import { auditServer } from 'graphql-http';
import { buildTestServer } from '../test/helpers/app.js';
import { createFakeUpstream } from '../test/helpers/fake-upstream.js';
const app = await buildTestServer(createFakeUpstream(3), { LOG_LEVEL: process.env.LL ?? 'silent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
if (process.argv[2] === 'probe') {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{' }) });
  console.log(r.status, await r.text());
} else {
  const results = await auditServer({ url });
  console.log('total', results.length);
  for (const r of results) if (r.status !== 'ok') console.log(r.status.padEnd(6), r.id, r.name);
}
await app.close();
