import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Chromium flags for this closed-network machine (no background traffic, no sandbox as root). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Viewports the journeys run at (spec: looks right at 375 px and 1280 px). */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A page that records console errors and failed requests for the journey to assert on. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  failedRequests: string[];
}

/** Opens a fresh context + page at `viewport` that records console errors and failed requests. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  page.on('requestfailed', (req) => failedRequests.push(`${req.method()} ${req.url()}`));
  return { page, context, consoleErrors, failedRequests };
}

/** Where a named screenshot goes: SHOTS_DIR when set (outside the repo), else e2e/artifacts. */
export function shotPath(name: string): string {
  const dir = process.env.SHOTS_DIR ?? new URL('../artifacts', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/** Writes a screenshot to e2e/artifacts/{name}.png (ignored by git) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = new URL('../artifacts', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
