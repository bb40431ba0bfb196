/**
 * Data generator of the admin scale bench (issue 29, "Admin at scale"): trade accounts, purchase
 * orders with their order lines, invoices, ledger entries and payments, written with set-based SQL
 * (generate_series) straight into a migrated and demo-seeded PostgreSQL database — 100,000 orders
 * load in seconds, not through the HTTP api. Deterministic for a given size (no random()), so two
 * runs measure the same data.
 *
 * Shape (the same at every size): `accounts` customers (85 % approved, the rest pending, blocked
 * or rejected), each the holder of its own company; `orders` order lines in purchase orders of 2
 * or 3 lines (every line an `orders` row, as checkout writes them), dates spread over the last two
 * years, delivery statuses by age (old orders delivered, recent ones all along the way), 3 %
 * cancelled, 60 % of purchase orders with the buyer's own PO number, every line with the
 * customer's reference; one invoice per purchase order with its ledger purchases; invoices older
 * than 45 days paid in full (payment + allocation). Amounts in integer euro cents, VAT 23 %.
 */
import type pg from 'pg';

/** How much to generate. */
export interface AdminDataSize {
  /** Trade accounts (customers). */
  accounts: number;
  /** Order lines (`orders` rows). */
  orders: number;
}

const FIRST = [
  'Aoife',
  'Ciarán',
  'Niamh',
  'Seán',
  'Siobhán',
  'Eoin',
  'Gráinne',
  'Pádraig',
  'Orla',
  'Darragh',
  'Clodagh',
  'Cillian',
];
const LAST = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Byrne',
  'Ryan',
  "O'Brien",
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Kennedy',
  'Lynch',
];
const TRADE = [
  'Interiors',
  'Furnishings',
  'Home & Hotel',
  'Beds',
  'Living',
  'Contracts',
  'Design Studio',
  'Sleep Centre',
];
const TOWNS = [
  'Galway',
  'Cork',
  'Dublin',
  'Limerick',
  'Waterford',
  'Sligo',
  'Kilkenny',
  'Athlone',
  'Tralee',
  'Dundalk',
];

/** A SQL text[] literal of `items`. */
function textArray(items: string[]): string {
  return `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
}

/** `array[…]` element `i` (0-based SQL expression) of `items`, cycling. */
function pick(items: string[], i: string): string {
  return `(${textArray(items)})[1 + ((${i}) % ${items.length})]`;
}

/** The statements that fill the database, in order. `$1` = accounts, `$2` = orders. */
function statements(): string[] {
  return [
    // Accounts: each its own company's holder.
    `insert into users (full_name, email, invoice_email, phone_number, country, office_address,
       office_city, office_eir_code, delivery_address, delivery_city, delivery_eir_code,
       company_name, credit_limit_cents, payment_terms_days, subscribe, password_hash, role, status,
       created_at, company_role)
     select ${pick(FIRST, 'g * 7')} || ' ' || ${pick(LAST, 'g * 5')},
       'buyer' || g || '@' || lower(${pick(LAST, 'g')}) || '-' || g || '.ie',
       'accounts' || g || '@example.ie', '+353 1 555 ' || lpad((g % 10000)::text, 4, '0'), 'Ireland',
       g || ' Main Street', ${pick(TOWNS, 'g')}, 'A' || lpad((g % 100)::text, 2, '0') || ' X' || (g % 1000),
       'Unit ' || (g % 40 + 1) || ', Business Park', ${pick(TOWNS, 'g * 3')}, 'D' || lpad((g % 100)::text, 2, '0') || ' Y' || (g % 1000),
       ${pick(LAST, 'g * 11')} || ' ' || ${pick(TRADE, 'g')} || ' ' || g,
       (500 + (g % 20) * 250) * 100, 30, g % 3 = 0, 'bench-no-sign-in', 'customer',
       case when g % 20 < 17 then 'approved' when g % 20 = 17 then 'pending'
            when g % 20 = 18 then 'blocked' else 'rejected' end,
       now() - make_interval(days => 730) + make_interval(secs => (g::float / $1) * 700 * 86400),
       'COMPANY_ADMIN'
     from generate_series(1, $1::int) g`,
    `update users set company_id = id where role = 'customer' and company_id is null`,
    // Purchase orders: 2 or 3 lines each (orders g → po ((g - 1) * 2) / 5 + 1), spread over 2 years.
    `insert into purchase_orders (number, user_id, idempotency_key, net_cents, vat_cents,
       gross_cents, shipping_address, buyer_po_number, created_at)
     select 'PO-' || lpad(p::text, 6, '0'),
       (select min(id) from users where role = 'customer' and email like 'buyer%')
         + ((p::bigint * 7919) % $1),
       'bench-' || p, 0, 0, 0, 'Unit 4, Business Park, Galway',
       case when p % 5 < 3 then 'BPO-' || (10000 + p * 3) end,
       now() - make_interval(secs => (1 - p::float / (($2 * 2) / 5 + 1)) * 730 * 86400)
     from generate_series(1, ((($2::int - 1) * 2) / 5 + 1)) p`,
    // Order lines, each a snapshot of a demo product.
    `with product as (
       select row_number() over (order by id) - 1 as n, id, name, coalesce(product_image, '') as image
       from products),
     pcount as (select count(*)::int as c from product),
     po as (select row_number() over (order by id) as p, id, user_id, idempotency_key, created_at
       from purchase_orders where idempotency_key like 'bench-%'),
     line as (
       select g, po.id as po_id, po.user_id, po.idempotency_key, po.created_at,
         g - 1 - ((((g - 1) * 2) / 5) * 5 + 1) / 2 as line_index,
         100 + (g * 7 % 250) * 100 as unit, 1 + g % 4 as qty
       from generate_series(1, $2::int) g
       join po on po.p = ((g - 1) * 2) / 5 + 1)
     insert into orders (user_id, tracking_id, reference_number, idempotency_key, line_index,
       purchase_order_id, product_id, product_name, product_image, size_label, fabric_name,
       fabric_color_name, storage_type, categories, quantity, unit_price_cents, unit_vat_cents,
       vat_rate_bp, total_cents, shipping_address, status, delivery_status, created_at, cancelled_at,
       placed_by_user_id)
     select l.user_id,
       'ST-' || upper(lpad(to_hex((l.g::bigint * 1099511627 + 12345) % 1099511627776), 10, '0')),
       case l.g % 4 when 0 then 'JOB-' || (l.g % 9000 + 1000) when 1 then ${pick(TOWNS, 'l.g')} || ' hotel room ' || (l.g % 300)
         when 2 then 'Showroom ' || (l.g % 50) else 'REF' || l.g end,
       l.idempotency_key, l.line_index, l.po_id, pr.id, pr.name, pr.image,
       ${pick(['5ft King', '4ft6 Double', '6ft Super King', '3ft Single'], 'l.g')},
       ${pick(['Chenille', 'Plush Velvet', 'Linen Look'], 'l.g / 4')},
       ${pick(['Silver', 'Charcoal', 'Oatmeal', 'Navy'], 'l.g / 12')},
       ${pick(['Non Ottoman', 'Ottoman', 'Cloud Storage'], 'l.g')}, '{Beds}', l.qty, l.unit,
       round(l.unit * 0.23)::int, 2300, (l.unit + round(l.unit * 0.23)::int) * l.qty,
       'Unit 4, Business Park, Galway',
       case when l.g % 33 = 0 and l.created_at < now() - interval '3 days' then 'cancelled' else 'placed' end,
       case when l.created_at < now() - interval '60 days' then 'order delivered'
         else ${pick(['awaiting dispatch', 'in production', 'quality check', 'ready for dispatch', 'out for delivery', 'order delivered'], 'l.g')} end,
       l.created_at,
       case when l.g % 33 = 0 and l.created_at < now() - interval '3 days' then l.created_at + interval '1 day' end,
       l.user_id
     from line l cross join pcount
     join product pr on pr.n = l.g % pcount.c
     where $1::int > 0`,
    `update orders set delivery_status = 'awaiting dispatch'
     where status = 'cancelled' and idempotency_key like 'bench-%'`,
    `update purchase_orders po set net_cents = s.net, vat_cents = s.vat, gross_cents = s.gross
     from (select purchase_order_id, sum(unit_price_cents * quantity) as net,
             sum(unit_vat_cents * quantity) as vat, sum(total_cents) as gross
           from orders where status = 'placed' group by purchase_order_id) s
     where s.purchase_order_id = po.id`,
    `insert into invoices (number, user_id, purchase_order_id, issued_at, issue_date, supply_date,
       due_date, payment_terms_days, net_cents, vat_cents, gross_cents, buyer_po_number, customer,
       ship_to)
     select 'INV-B-' || lpad(po.id::text, 7, '0'), po.user_id, po.id, po.created_at,
       po.created_at::date, po.created_at::date, po.created_at::date + 30, 30, po.net_cents,
       po.vat_cents, po.gross_cents, po.buyer_po_number,
       jsonb_build_object('companyName', u.company_name, 'fullName', u.full_name,
         'addressLines', jsonb_build_array(u.office_address, u.office_city), 'vatNumber', null,
         'email', u.invoice_email),
       po.shipping_address
     from purchase_orders po join users u on u.id = po.user_id
     where po.idempotency_key like 'bench-%' and po.gross_cents > 0`,
    `insert into credit_ledger (user_id, kind, amount_cents, order_id, invoice_id, created_at)
     select o.user_id, 'purchase', o.total_cents, o.id, i.id, o.created_at
     from orders o join invoices i on i.purchase_order_id = o.purchase_order_id
     where o.status = 'placed' and o.idempotency_key like 'bench-%'`,
    `insert into credit_ledger (user_id, kind, amount_cents, note, created_at)
     select user_id, 'payment', gross_cents, 'bench ' || number, issued_at + interval '40 days'
     from invoices where number like 'INV-B-%' and issued_at < now() - interval '45 days'`,
    `insert into payment_allocations (payment_entry_id, invoice_id, amount_cents, created_at)
     select cl.id, i.id, i.gross_cents, cl.created_at
     from credit_ledger cl join invoices i on cl.note = 'bench ' || i.number
     where cl.kind = 'payment'`,
  ];
}

/**
 * Fills the database behind `client` with `size` (see the file comment). The database must be
 * migrated and seeded with the demo catalog (the products the lines point at). Returns the time
 * taken (ms).
 */
export async function generateAdminData(client: pg.Client, size: AdminDataSize): Promise<number> {
  const started = performance.now();
  for (const statement of statements()) {
    const params = [size.accounts, size.orders].slice(
      0,
      statement.includes('$2') ? 2 : statement.includes('$1') ? 1 : 0,
    );
    await client.query(statement, params);
  }
  return performance.now() - started;
}
