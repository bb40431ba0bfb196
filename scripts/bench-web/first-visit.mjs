#!/usr/bin/env node
/**
 * Bytes transferred on a first visit (cold cache) to a storefront URL, as Chromium reports them
 * (CDP Network.loadingFinished encodedDataLength: headers + body on the wire), grouped by resource
 * type. Issue 12 "bytes transferred on a first visit to `/`".
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const finished = [];
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => finished.push(e));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const byType = {};
    let bytes = 0;
    for (const e of finished) {
      const type = types.get(e.requestId) ?? 'Other';
      byType[type] ??= { count: 0, bytes: 0 };
      byType[type].count += 1;
      byType[type].bytes += e.encodedDataLength;
      bytes += e.encodedDataLength;
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
