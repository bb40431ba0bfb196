/**
 * A counting HTTP reverse proxy for `bench:attack` (bench/checkout-stack.ts), run as its own process
 * so that forwarding thousands of calls does not share the load generator's event loop:
 * `tsx bench/counting-proxy.ts <listen port> <target base URL>`.
 * Forwards every request to the target unchanged (keep-alive) and counts it; `GET /__bench/calls`
 * answers the count since the last `POST /__bench/reset` as JSON `{ "calls": n, "errors": n }`
 * (errors: requests it could not forward, each logged on stderr). Request bodies are buffered
 * (the bff's are small JSON or uploads the bench does not send). Prints
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
/** Requests the proxy could not forward (they reach the bff as transport failures). */
let errors = 0;

/** Forwards one buffered request; retries once when a reused keep-alive socket was closed under it. */
function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Buffer,
  retried = false,
): void {
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
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    // The keep-alive race (the api closed an idle socket as it was reused) is the proxy's, not
    // the checkout's: resend once, as a direct connection would not have met it.
    if (!retried && upstream.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) {
      forward(req, res, body, true);
      return;
    }
    errors += 1;
    console.error(`proxy: ${req.method} ${req.url}: ${error.code ?? error.message}`);
    if (!res.headersSent) res.writeHead(502);
    res.destroy();
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.end(body);
}

const server = http.createServer((req, res) => {
  if (req.url === '/__bench/calls') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ calls, errors }));
    return;
  }
  if (req.url === '/__bench/reset' && req.method === 'POST') {
    calls = 0;
    errors = 0;
    res.writeHead(204).end();
    return;
  }
  calls += 1;
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => forward(req, res, Buffer.concat(chunks)));
  req.on('error', () => res.destroy());
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  agent.destroy();
  process.exit(0);
});
