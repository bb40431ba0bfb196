/**
 * A counting HTTP reverse proxy for `bench:attack` (bench/checkout-stack.ts), run as its own process
 * so that forwarding thousands of calls does not share the load generator's event loop:
 * `tsx bench/counting-proxy.ts <listen port> <target base URL>`.
 * Forwards every request to the target unchanged (keep-alive) and counts it; `GET /__bench/calls`
 * answers the count since the last `POST /__bench/reset` as JSON `{ "calls": n }`. Prints
 * `ready` on stdout once listening. Bench tooling only: never part of the shop.
 */
import http from 'node:http';

const [portArg, targetArg] = process.argv.slice(2);
if (!portArg || !targetArg) {
  console.error('usage: counting-proxy <port> <target base URL>');
  process.exit(2);
}
const target = new URL(targetArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let calls = 0;

const server = http.createServer((req, res) => {
  if (req.url === '/__bench/calls') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ calls }));
    return;
  }
  if (req.url === '/__bench/reset' && req.method === 'POST') {
    calls = 0;
    res.writeHead(204).end();
    return;
  }
  calls += 1;
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.destroy();
  });
  req.on('error', () => upstream.destroy());
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  agent.destroy();
  process.exit(0);
});
