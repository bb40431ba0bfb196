#!/usr/bin/env node
/**
 * Bytes transferred on a first visit (cold cache) to a storefront URL, as Chromium reports them
 * (per finished request: response headers + body bytes as received, i.e. compressed), grouped by
 * resource type. Issue 12 "bytes transferred on a first visit to `/`".
 *
 * Usage: `node scripts/bench-web/first-visit.mjs http://127.0.0.1:4000/ [--json]`
 */
import { chromium } from 'playwright-core';

/**
 * Loads `url` in a fresh headless Chromium context and sums the bytes of every response.
 * @returns {{ url: string, requests: number, bytes: number, byType: Record<string, {count: number, bytes: number}> }}
 */
export async function firstVisitBytes(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pending = [];
    let started = 0;
    page.on('request', () => {
      started += 1;
    });
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => ({
          type: request.resourceType(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page's own code may start more requests once parsed (route chunks, GraphQL, pictures):
    // wait until nothing new has started for 2 s and every request has settled (at most 30 s).
    for (let waited = 0, seen = -1; waited < 30_000; waited += 2000) {
      if (started === seen) break;
      seen = started;
      await page.waitForTimeout(2000);
    }
    const finished = await Promise.all(pending);
    const byType = {};
    let bytes = 0;
    for (const { type, bytes: size } of finished) {
      byType[type] ??= { count: 0, bytes: 0 };
      byType[type].count += 1;
      byType[type].bytes += size;
      bytes += size;
    }
    return { url, requests: finished.length, bytes, byType };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:4000/';
  const result = await firstVisitBytes(url);
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(`${result.url}: ${result.requests} requests, ${kb(result.bytes)} transferred`);
    for (const [type, v] of Object.entries(result.byType))
      console.log(`  ${type.padEnd(10)} ${String(v.count).padStart(3)} × ${kb(v.bytes)}`);
  }
}
