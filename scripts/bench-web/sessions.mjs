/**
 * The signed-in side of `npm run bench:web` (issue 29): signs in through the bff's GraphQL `login`
 * (the demo customer and the admin of the seeded demo data), finds a bed to measure, and writes a
 * cart of three lines into the browser's localStorage (the cart lives there, spec §3 Cart item)
 * before Lighthouse loads `/cart`.
 */
import puppeteer from 'puppeteer-core';

/** The demo accounts the seed creates (README, "Demo accounts"). */
export const ACCOUNTS = {
  customer: { email: 'demo@serenatrade.ie', password: 'Serena#2026' },
  admin: { email: 'admin@serenatrade.ie', password: 'Admin#Serena2026' },
};

/** One GraphQL POST to the bff; returns the response (the caller reads JSON or cookies). */
async function graphql(baseUrl, query, variables = {}, cookie = '') {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`GraphQL answered ${response.status}`);
  return response;
}

/**
 * Signs `account` in; returns the `Cookie` header value of its session (every cookie the bff set).
 * @throws when the sign-in fails.
 */
export async function signIn(baseUrl, account) {
  const response = await graphql(
    baseUrl,
    'mutation BenchLogin($email: String!, $password: String!) { login(email: $email, password: $password) { user { email } userErrors { message } } }',
    account,
  );
  const body = await response.json();
  if (!body.data?.login?.user) {
    throw new Error(`sign-in of ${account.email} failed: ${JSON.stringify(body)}`);
  }
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('authToken='))) throw new Error('no authToken cookie set');
  return cookies.join('; ');
}

/** The first products of the listing as the customer sees them (ids, names, categories, sizes, fabrics). */
export async function firstProducts(baseUrl, cookie) {
  const response = await graphql(
    baseUrl,
    'query BenchProducts { products(limit: 24) { items { id name imageUrl isBed categories { name } sizes { id label } fabrics { id name colors { id name } } } } }',
    {},
    cookie,
  );
  const body = await response.json();
  return body.data?.products?.items ?? [];
}

/**
 * Three cart lines of `products` as a customer builds them (localStorage's 'cart' format,
 * web/src/lib/cart/types.ts): the first bed and the first two other products, each in its first
 * size (a bed in its first fabric and colour, no storage), so the server prices every line.
 */
export function cartOf(products) {
  const bed = products.find((p) => p.isBed && p.sizes.length && p.fabrics.length);
  const others = products.filter((p) => !p.isBed && p.sizes.length).slice(0, bed ? 2 : 3);
  return [...(bed ? [bed] : []), ...others].map((product, index) => {
    const fabric = product.isBed ? product.fabrics[0] : null;
    const colour = fabric?.colors[0] ?? null;
    return {
      lineId: `bench-${index}`,
      id: product.id,
      productId: product.id,
      product_name: product.name,
      price: '0.00',
      vat: '0.00',
      size: product.sizes[0].label,
      sizeId: product.sizes[0].id,
      quantity: index + 1,
      image: product.imageUrl,
      isStorage: false,
      isCloudStorage: false,
      storageType: product.isBed ? 'Non Ottoman' : '',
      storage: 'NONE',
      referenceNumber: '',
      specialQuote: { text: '', fileId: null, fileName: null },
      specialInstructions: '',
      categories: product.categories.map((c) => c.name),
      isBed: product.isBed,
      fabric: fabric?.name ?? null,
      fabricId: fabric?.id ?? null,
      fabricColor: colour?.name ?? null,
      fabricColorId: colour?.id ?? null,
    };
  });
}

/** Name of the cart's cookie mirror (packages/domain/src/ssr-contract.ts `CART_COOKIE`). */
const CART_COOKIE = 'serena_cart';

/**
 * Writes `entries` into localStorage of `origin` in the Chromium listening on `port` (Lighthouse
 * then runs with `disableStorageReset`, so the page finds them). With `cartPage` (issue 29), as a
 * customer's browser holds a cart: the session's cookies (`cookie`, a Cookie header) go into the
 * browser's cookie jar, the app is opened at `cartPage` so it mirrors the cart into its cookie (as
 * it does on every cart change), and the HTTP cache is then emptied (the measured load stays a
 * first load of the code).
 */
export async function seedLocalStorage(port, origin, entries, { cookie, cartPage } = {}) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots-bench-seed.txt`).catch(() => undefined);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    if (cartPage) {
      const url = new URL(origin);
      await browser.setCookie(
        ...cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return {
            name: pair.slice(0, at),
            value: pair.slice(at + 1),
            domain: url.hostname,
            path: '/',
            httpOnly: true,
          };
        }),
      );
      await page.goto(`${origin}${cartPage}`);
      const deadline = Date.now() + 60_000;
      const mirrored = async () => (await browser.cookies()).some((c) => c.name === CART_COOKIE);
      while (!(await mirrored())) {
        if (Date.now() > deadline) throw new Error('the app wrote no cart cookie in 60 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
