/**
 * Steps of the admin console journeys (issue 9), as the shop's staff and a retailer do them in the
 * browser: the retailer's application and order, the admin's navigation, and the screens to check.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, option, openProductFromList, saveShippingAddress } from './orders.js';
import { field, waitForPath, waitForText } from './session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;

/** The demo admin of the seed (README demo accounts). */
export const ADMIN = { email: 'admin@serenatrade.ie', password: 'Admin#Serena2026' } as const;

/** The api's answer to a trade application (spec §8). */
export const REGISTERED =
  'Registration successful! You will be able to login after admin account approval';

/** The api's answer to a contact message (spec §8). */
export const CONTACT_SENT = 'Your message has been sent. We will be in touch shortly.';

/** Where screenshots go: SHOTS_DIR when set (outside the repo), else e2e/artifacts. */
export function shotPath(name: string): string {
  const dir = process.env.SHOTS_DIR ?? new URL('../artifacts', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/** A retailer's application as the sign-up form takes it. */
export interface Applicant {
  fullName: string;
  companyName: string;
  email: string;
  password: string;
}

/** Applies for a trade account on /signup, filling every field (spec §2 Apply For Trade Account). */
export async function applyInBrowser(page: Page, applicant: Applicant): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('heading', { level: 1, name: 'Apply For Trade Account' }).waitFor();
  const fields: [string, string][] = [
    ['Full Name', applicant.fullName],
    ['Company Name', applicant.companyName],
    ['Email', applicant.email],
    ['Invoice Email', applicant.email.replace('@', '+invoices@')],
    ['Phone Number', '0871234567'],
    ['Country', 'Ireland'],
    ['Office Address', '3 Bridge Street'],
    ['Office City', 'Westport'],
    ['Office Eircode', 'F28 X2Y3'],
    ['Delivery Address', '3 Bridge Street'],
    ['Delivery City', 'Westport'],
    ['Delivery Eircode', 'F28 X2Y3'],
    ['Password', applicant.password],
    ['Confirm Password', applicant.password],
  ];
  for (const [label, value] of fields) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Apply For Trade Account' }).click();
  await waitForText(page, REGISTERED);
  await waitForPath(page, '/signin');
}

/**
 * Orders one 5ft King bed (Chenille, no storage) through the product page, cart and checkout with
 * `reference`, and waits for 'Order Placed Successfully' on /orders.
 */
export async function orderOneBed(page: Page, reference: string): Promise<void> {
  const bed = 'Cashel Grand Bed';
  await openProductFromList(page, 'Cashel', bed);
  await expect.poll(() => option(page, 'Storage', 'Cloud Storage').count(), POLL).toBe(1);
  await choose(page, 'Size', '5ft King');
  await choose(page, 'Fabric', 'Chenille');
  await choose(page, 'Storage', 'None');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await waitForText(page, `${bed} added to cart`);
  await page.goto('/checkout');
  await saveShippingAddress(page, {
    firstName: 'Nuala',
    address: '3 Bridge Street',
    city: 'Westport',
  });
  await field(page.getByTestId('checkout-line'), 'Customer Reference').fill(reference);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await waitForText(page, 'Order Placed Successfully');
  await waitForPath(page, '/orders');
}

/** Follows an admin section link: the sidebar at 1280 px, the drawer at 375 px. */
export async function openSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open admin menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  } else {
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

/** Opens the admin console from the user menu's Admin entry (issue 9). */
export async function openAdminFromUserMenu(page: Page): Promise<void> {
  // Once in a CI run on a loaded machine the item's click did not navigate (the menu closed
  // without selecting): open the menu again, at most three times, until the URL is /admin.
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    try {
      await page.waitForURL('**/admin', { timeout: attempt < 3 ? 10_000 : 30_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await page.getByRole('link', { name: 'Serena Trade Admin' }).waitFor();
}

/** The value of a dashboard figure (its label's next sibling), e.g. 'Pending applications'. */
export async function dashboardFigure(page: Page, label: string): Promise<string> {
  const labelText = page.locator('main p').filter({ hasText: label }).first();
  return (await labelText.locator('xpath=following-sibling::*[1]').innerText()).trim();
}

/** Waits until an admin screen has loaded: the console's frame and no spinner in main. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Serena Trade Admin' }).waitFor();
  await page
    .locator('main [aria-busy=true], main [aria-label=Loading]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}
