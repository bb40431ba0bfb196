import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, screenshot, type WatchedPage } from './browser.js';

/** The demo trade customer seeded into every stack (approved, credit limit €5000). */
export const DEMO_CUSTOMER = { email: 'demo@serenatrade.ie', password: 'Serena#2026' } as const;

/** A fresh e-mail address for this run, e.g. `retailer-lq3x9a-4f2c@e2e.serenatrade.ie`. */
export function uniqueEmail(prefix: string): string {
  const random = Math.random().toString(16).slice(2, 6);
  return `${prefix}-${Date.now().toString(36)}-${random}@e2e.serenatrade.ie`;
}

/**
 * Waits until `text` shows on the page (exact match, e.g. a toast or a form message) and resolves;
 * rejects after `timeout` ms. Toasts close after 2 s, so call it right after the action.
 */
export async function waitForText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });
}

/** Resolves once the page's path is `path` (query and hash ignored). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** The text of the page's main region ('' when there is none yet). */
export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').first().textContent()) ?? '';
}

/**
 * The form control labelled `label` within `scope` (a page, form or dialog), exactly, with or
 * without the required indicator ('*') that Chakra renders inside the label (aria-hidden, but part
 * of the label's text, which getByLabel matches).
 */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Fills and submits 'Trade Sign In' on /signin (spec §2 account screens). Opens /signin first unless
 * the page is already there (a guard may have sent it with a return path). Does not wait for the
 * outcome: follow with `waitForText(page, 'Login Successful')` or the expected failure.
 */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/signin') await page.goto('/signin');
  await page.getByRole('heading', { level: 1, name: 'Trade Sign In' }).waitFor();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the UI and waits for the 'Login Successful' toast (spec §8). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await waitForText(page, 'Login Successful');
}

/**
 * Signs out through the header's user menu → Sign Out (spec §2 page frame) and waits for /.
 * At narrow widths the same menu trigger is used (only the first name is hidden).
 */
export async function signOut(page: Page): Promise<void> {
  // A click that lands while the page re-renders the header can be lost on a loaded machine: the
  // menu then stays open, and is closed with Escape for one more try. A sign-out that was chosen
  // is never chosen twice: it may take a while (the page's queries are reloaded signed out), and
  // its outcome is the menu trigger going away.
  const trigger = page.getByRole('button', { name: /^Account menu of / });
  const item = page.getByRole('menuitem', { name: 'Sign Out' });
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    await item.click();
    try {
      // Chosen: the menu closes, or the whole menu goes with the session. On a loaded machine
      // the menu stayed open over 5 s after a click that had been taken (CI's approvals journey).
      await expect
        .poll(async () => (await trigger.count()) === 0 || !(await item.isVisible()), {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(true);
      break;
    } catch (error) {
      console.warn(`signOut attempt ${attempt} not taken: ${await signOutState(page)}`);
      await screenshot(page, `sign-out-not-taken-${attempt}`).catch(() => undefined);
      if (attempt === 2) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await trigger.waitFor({ state: 'detached', timeout: 30_000 });
  await waitForPath(page, '/');
}

/** What a stuck sign-out left on the page, one line: where, the menu's state, what is focused. */
async function signOutState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const content = document.querySelector('[role="menu"]');
      const trigger = document.querySelector('button[aria-label^="Account menu of "]');
      return JSON.stringify({
        url: location.pathname,
        menu: content ? content.getAttribute('data-state') : 'none',
        triggerExpanded: trigger?.getAttribute('aria-expanded') ?? 'no trigger',
        highlighted: document.querySelector('[role="menuitem"][data-highlighted]')?.textContent,
        focused: document.activeElement?.outerHTML.slice(0, 120),
      });
    })
    .catch((error: unknown) => `(page not readable: ${String(error)})`);
}

/**
 * Runs one journey in a fresh browser context at `viewport`: on failure saves a screenshot to
 * e2e/artifacts/{name}.png and rethrows; after the story, fails when the page logged console errors
 * (spec: no console errors). Always closes the context.
 */
export async function runJourney(
  browser: Browser,
  baseUrl: string,
  name: string,
  viewport: { width: number; height: number },
  story: (watched: WatchedPage) => Promise<void>,
): Promise<void> {
  const watched = await openPage(browser, baseUrl, viewport);
  const badResponses: string[] = [];
  watched.page.on('response', (res) => {
    if (res.status() >= 400)
      badResponses.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  try {
    await story(watched);
    if (watched.consoleErrors.length > 0) {
      const detail = [...watched.consoleErrors, ...badResponses].join('\n');
      throw new Error(`console errors:\n${detail}`);
    }
  } catch (error) {
    await screenshot(watched.page, `${name}-failure`).catch(() => undefined);
    throw error;
  } finally {
    await watched.context.close();
  }
}
