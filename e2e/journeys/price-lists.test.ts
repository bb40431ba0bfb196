import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, openAdminFromUserMenu, openSection, settled } from '../support/admin-console.js';
import { launchBrowser, shotPath, VIEWPORTS } from '../support/browser.js';
import { download, pdfText } from '../support/documents.js';
import {
  addBedToCart,
  amountsIn,
  choose,
  euro,
  openProductFromList,
  saveShippingAddress,
  settledLivePrice,
} from '../support/orders.js';
import {
  DEMO_CUSTOMER,
  field,
  runJourney,
  signIn,
  uniqueEmail,
  waitForPath,
  waitForText,
} from '../support/session.js';

const BED = 'Cashel Grand Bed';
const MATTRESS = 'Wicklow Pocket Sprung Mattress';
const LIST = `Hotel chains ${Date.now().toString(36).slice(-5)}`;

/** Calls the api as `token`'s owner; throws unless it answers 2xx. */
async function api<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new approved trade account (company A), made through the api; returns its id. */
async function approvedCustomer(admin: string, email: string, password: string): Promise<number> {
  await api('POST', '/api/auth/user/register', null, {
    full_name: 'Ciara Lynch',
    email,
    invoice_email: email,
    phone_number: '0871234567',
    country: 'Ireland',
    office_address: '5 Eyre Square',
    office_city: 'Galway',
    office_eir_code: 'H91 X2Y3',
    delivery_address: '5 Eyre Square',
    delivery_city: 'Galway',
    delivery_eir_code: 'H91 X2Y3',
    company_name: 'Lynch Hotels',
    password,
    confirm_password: password,
  });
  const page = await api<{ nodes: { id: number; email: string }[] }>(
    'GET',
    `/api/admin/accounts?search=${encodeURIComponent(email)}`,
    admin,
  );
  const id = page.nodes.find((n) => n.email === email)!.id;
  await api('POST', `/api/admin/accounts/${id}/approve`, admin, { credit_limit: '20000' });
  return id;
}

/** The product page's live price of the 5ft King bed in Chenille without storage, in cents. */
async function kingPrice(page: Page): Promise<number> {
  await openProductFromList(page, 'Cashel', BED);
  await choose(page, 'Size', '5ft King');
  await choose(page, 'Fabric', 'Chenille');
  await choose(page, 'Storage', 'None');
  return (await settledLivePrice(page)).unit;
}

/**
 * The net unit price (cents) of the 5ft King bed in Chenille in the signed-in customer's price-list
 * CSV (GET /documents/price-list.csv with the page's session cookie).
 */
async function csvKingPrice(page: Page): Promise<number> {
  const answer = await page.request.get(`${inject('baseUrl')}/documents/price-list.csv`);
  expect(answer.status()).toBe(200);
  const rows = (await answer.text()).split(/\r?\n/).map((line) => line.split(','));
  const row = rows.find((r) => r[1] === BED && r[3] === '5ft King' && r[4] === 'Chenille');
  expect(row, 'the CSV has the 5ft King in Chenille').toBeDefined();
  return Math.round(Number(row![6]) * 100);
}

/**
 * Puts one 5ft King bed (Chenille, no storage) in an empty cart, checks it out and returns the text
 * of the cart page and of the invoice PDF.
 */
async function buyOneKing(page: Page): Promise<{ cart: string; invoice: string }> {
  await page.evaluate(() => localStorage.removeItem('cart'));
  await openProductFromList(page, 'Cashel', BED);
  await addBedToCart(page, '5ft King', { storage: 'None' });
  await page.goto('/cart');
  await page
    .getByText(/ each \(ex\. VAT\)$/)
    .first()
    .waitFor();
  const cart = await page.getByRole('main').innerText();
  await page.goto('/checkout');
  await saveShippingAddress(page, { firstName: 'Ciara', address: '5 Eyre Square', city: 'Galway' });
  await field(page.getByTestId('checkout-line'), 'Customer Reference').fill('LIST-1');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await waitForText(page, 'Order Placed Successfully');
  await waitForPath(page, '/orders');
  const number = new URL(page.url()).searchParams.get('placed') ?? '';
  const po = page.getByRole('article', { name: `Purchase order ${number}` });
  const invoice = pdfText(await download(page, po.getByRole('link', { name: 'Invoice (PDF)' })));
  return { cart, invoice };
}

/** The volume tier lines the product page shows ('10 or more: €X each'). */
async function tierLines(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Volume prices' });
  if ((await section.count()) === 0) return [];
  return section.getByRole('listitem').allInnerTexts();
}

/** Prices per customer (issue 25) in Chromium: a price list for company A, none for B. */
describe('price lists', () => {
  let browser: Browser;
  let admin: string;
  const baseUrl = inject('baseUrl');
  const companyA = { email: uniqueEmail('price-list'), password: 'Lynch#2026x' };

  /** The Wicklow mattress's product id, read through the api. */
  const mattressId = async () => {
    const found = await api<{ products: { id: number; product_name: string }[] }>(
      'POST',
      '/api/product/search',
      admin,
      { search: 'Wicklow' },
    );
    return found.products.find((p) => p.product_name === MATTRESS)!.id;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = (await api<{ token: string }>('POST', '/api/auth/user/login', null, ADMIN)).token;
  });
  afterAll(async () => {
    // Leave the shop as the other journeys expect it: no list, no tiers.
    const lists = await api<{ priceLists: { id: number; name: string }[] }>(
      'GET',
      '/api/admin/price-lists',
      admin,
    );
    for (const l of lists.priceLists.filter((x) => x.name === LIST)) {
      await api('DELETE', `/api/admin/price-lists/${l.id}`, admin);
    }
    const tiers = await api<{ volumeBreaks: { id: number }[] }>(
      'GET',
      '/api/admin/volume-breaks',
      admin,
    );
    for (const t of tiers.volumeBreaks)
      await api('DELETE', `/api/admin/volume-breaks/${t.id}`, admin);
    await browser?.close();
  });

  it('the admin gives company A 10 % off Beds and a 10+ tier; A pays less than B, a visitor sees no price', async () => {
    const accountA = await approvedCustomer(admin, companyA.email, companyA.password);

    await runJourney(browser, baseUrl, 'price-lists-admin', VIEWPORTS.desktop, async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await openAdminFromUserMenu(page);
      await openSection(page, 'Price lists');
      await settled(page);
      await field(page, 'New price list').fill(LIST);
      await page.getByRole('button', { name: 'Create price list' }).click();
      const card = page.getByRole('article', { name: LIST });
      await card.waitFor();
      await card.getByLabel('Applies to').selectOption({ label: 'Beds' });
      await field(card, '% off').fill('10');
      await card.getByRole('button', { name: 'Add rule' }).click();
      await card.getByText('10 % off Beds').waitFor();

      const assign = page.getByRole('region', { name: 'Assign to an account' });
      await field(assign, 'Account id').fill(String(accountA));
      await assign.getByLabel('Price list').selectOption({ label: LIST });
      await assign.getByRole('button', { name: 'Assign' }).click();
      await waitForText(page, 'Price list assigned.');
      await card.getByText('1 account', { exact: true }).waitFor();

      const tiers = page.getByRole('region', { name: 'Volume breaks' });
      await tiers.getByLabel('Category').selectOption({ label: 'Beds' });
      await field(tiers, 'From quantity').fill('10');
      await field(tiers, '% off').fill('5');
      await tiers.getByRole('button', { name: 'Add tier' }).click();
      await tiers.getByText('Beds: 10 or more, 5 % off').waitFor();

      // A fixed net price for one SKU (a mattress, so A's bed prices below stay 10 % off), dated.
      const fixed = card.getByRole('form', { name: 'Add a fixed price' });
      await field(fixed, 'Product id').fill(String(await mattressId()));
      await field(fixed, 'Net price (€)').fill('150');
      await field(fixed, 'Valid from').fill('2026-01-01');
      await field(fixed, 'Valid to').fill('2099-12-31');
      await fixed.getByRole('button', { name: 'Add fixed price' }).click();
      await card
        .getByText(`Fixed €150.00 for product ${await mattressId()} (2026-01-01 to 2099-12-31)`)
        .waitFor();
      await page.screenshot({ path: shotPath('price-lists-admin-1280'), fullPage: true });
    });
    await runJourney(
      browser,
      baseUrl,
      'price-lists-admin-375',
      VIEWPORTS.mobile,
      async ({ page }) => {
        await signIn(page, ADMIN.email, ADMIN.password);
        await page.goto(`${baseUrl}/admin/price-lists`);
        await page
          .getByRole('article', { name: LIST })
          .getByText('Fixed €150.00', { exact: false })
          .waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: shotPath('price-lists-admin-375'), fullPage: true });
      },
    );

    let trade = 0;
    let tradeTiers: string[] = [];
    await runJourney(browser, baseUrl, 'price-lists-b', VIEWPORTS.desktop, async ({ page }) => {
      await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      trade = await kingPrice(page);
      tradeTiers = await tierLines(page);
      expect(await csvKingPrice(page)).toBe(trade);
    });
    await runJourney(browser, baseUrl, 'price-lists-a', VIEWPORTS.desktop, async ({ page }) => {
      await signIn(page, companyA.email, companyA.password);
      const listed = await kingPrice(page);
      // 10 % off, rounded half-up once, in integer cents.
      expect(listed).toBe(Math.floor((trade * 9 + 5) / 10));
      const tiers = await tierLines(page);
      expect(tiers).toHaveLength(1);
      expect(tiers[0]).toMatch(/^10 or more: €[\d,]+\.\d{2} each$/);
      expect(tiers).not.toEqual(tradeTiers);

      // 10 units cost less each than 9 (the tier applies in the live price, cart and checkout).
      const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
      await quantity.fill('9');
      await quantity.press('Tab');
      const nine = await settledLivePrice(page, (p) => p.quantity === 9);
      await quantity.fill('10');
      await quantity.press('Tab');
      const ten = await settledLivePrice(page, (p) => p.quantity === 10);
      expect(nine.unit).toBe(listed);
      expect(ten.unit).toBeLessThan(nine.unit);
      // 10 % off, then 5 % more: trade × 0.855, rounded half-up once.
      expect(ten.unit).toBe(Math.floor((trade * 855 + 500) / 1000));

      // The price-list CSV, the cart, the checkout and the invoice carry A's price, not the trade's.
      expect(await csvKingPrice(page)).toBe(listed);
      const bought = await buyOneKing(page);
      expect(bought.cart).toContain(`${euro(listed)} each (ex. VAT)`);
      expect(amountsIn(bought.cart)).not.toContain(trade);
      expect(bought.invoice).toContain(euro(listed));
      expect(amountsIn(bought.invoice)).not.toContain(trade);
    });
    await runJourney(
      browser,
      baseUrl,
      'price-lists-visitor',
      VIEWPORTS.desktop,
      async ({ page }) => {
        await openProductFromList(page, 'Cashel', BED);
        await page.getByRole('link', { name: 'Sign in to see trade prices' }).waitFor();
        expect(await page.locator('main').innerText()).not.toMatch(/€\s?\d/);
      },
    );
  });

  it('a mattress with a 10+ tier costs less each at 10 than at 9, on the product page and in the cart', async () => {
    const mattress = await mattressId();

    await runJourney(browser, baseUrl, 'price-lists-tier', VIEWPORTS.desktop, async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await openAdminFromUserMenu(page);
      await openSection(page, 'Price lists');
      await settled(page);
      const tiers = page.getByRole('region', { name: 'Volume breaks' });
      await field(tiers, 'or product id').fill(String(mattress));
      await field(tiers, 'From quantity').fill('10');
      await field(tiers, '% off').fill('8');
      await tiers.getByRole('button', { name: 'Add tier' }).click();
      await tiers.getByText(`Product ${mattress}: 10 or more, 8 % off`).waitFor();
    });

    await runJourney(
      browser,
      baseUrl,
      'price-lists-mattress',
      VIEWPORTS.desktop,
      async ({ page }) => {
        // Company B (no price list): the trade price, and the mattress's own 10+ tier on it.
        await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
        await page.evaluate(() => localStorage.removeItem('cart'));
        await openProductFromList(page, 'Wicklow', MATTRESS);
        const sizes = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio');
        if (await sizes.count()) await sizes.first().click();
        const one = await settledLivePrice(page, (p) => p.quantity === 1);
        // 8 % off, rounded half-up once per unit, in integer cents.
        const tierUnit = Math.floor((one.unit * 92 + 50) / 100);
        expect(await tierLines(page)).toEqual([`10 or more: ${euro(tierUnit)} each`]);

        const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
        await quantity.fill('9');
        await quantity.press('Tab');
        const nine = await settledLivePrice(page, (p) => p.quantity === 9);
        await quantity.fill('10');
        await quantity.press('Tab');
        const ten = await settledLivePrice(page, (p) => p.quantity === 10);
        expect(nine.unit).toBe(one.unit);
        expect(ten.unit).toBe(tierUnit);
        expect(ten.unit).toBeLessThan(nine.unit);
        await page.screenshot({ path: shotPath('price-lists-mattress-product-10') });

        // In the cart: 10 at the tier price each; one fewer and each costs the list price again.
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await waitForText(page, `${MATTRESS} added to cart`);
        await page.goto('/cart');
        const unit = page.getByTestId('unit-price');
        await expect.poll(() => unit.innerText()).toBe(`${euro(ten.unit)} each (ex. VAT)`);
        await page.screenshot({ path: shotPath('price-lists-mattress-cart-10') });
        await page.getByRole('button', { name: `Decrease quantity of ${MATTRESS}` }).click();
        await expect.poll(() => unit.innerText()).toBe(`${euro(nine.unit)} each (ex. VAT)`);
        await page.screenshot({ path: shotPath('price-lists-mattress-cart-9') });
        await page.evaluate(() => localStorage.removeItem('cart'));
      },
    );
  });
});
