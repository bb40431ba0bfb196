/**
 * Demo trade accounts (design "Demo data"): one approved customer and one admin. Seeded with the
 * demo catalog (embedded database or SEED_DEMO=1, never in production); `npm start` prints them.
 */
import type { Db } from '../client.js';
import { createUser, findUserByEmail, type ProfileTextField } from '../../accounts/service.js';

/** A demo account: the credentials to sign in with and what the seed creates. */
export interface DemoAccount {
  /** Human label, e.g. 'Trade customer'. */
  label: string;
  email: string;
  password: string;
  role: 'customer' | 'admin';
  /** Credit limit in euro cents. */
  creditLimitCents: number;
  profile: Record<ProfileTextField, string>;
}

/** The demo accounts with their passwords (printed by `npm start`; development only). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    label: 'Trade customer',
    email: 'demo@serenatrade.ie',
    password: 'Serena#2026',
    role: 'customer',
    creditLimitCents: 500_000,
    profile: {
      full_name: 'Aoife Murphy',
      email: 'demo@serenatrade.ie',
      invoice_email: 'accounts@murphyinteriors.ie',
      phone_number: '+353 91 555 0142',
      country: 'Ireland',
      office_address: '12 Dominick Street Lower',
      office_city: 'Galway',
      office_eir_code: 'H91 X2Y4',
      delivery_address: 'Unit 4, Liosban Business Park',
      delivery_city: 'Galway',
      delivery_eir_code: 'H91 T8KD',
      company_name: 'Murphy Interiors',
    },
  },
  {
    label: 'Admin',
    email: 'admin@serenatrade.ie',
    password: 'Admin#Serena2026',
    role: 'admin',
    creditLimitCents: 0,
    profile: {
      full_name: 'Serena Admin',
      email: 'admin@serenatrade.ie',
      invoice_email: 'admin@serenatrade.ie',
      phone_number: '+353 1 555 0100',
      country: 'Ireland',
      office_address: 'Ashbourne Business Park',
      office_city: 'Ashbourne',
      office_eir_code: 'A84 VX20',
      delivery_address: 'Ashbourne Business Park',
      delivery_city: 'Ashbourne',
      delivery_eir_code: 'A84 VX20',
      company_name: 'Serena Home',
    },
  },
];

/**
 * Creates every demo account whose e-mail is not registered yet (approved; idempotent).
 * Returns the e-mails created.
 * @throws on database errors.
 */
export async function seedDemoAccounts(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const result = await createUser(db, {
      profile: account.profile,
      password: account.password,
      role: account.role,
      status: 'approved',
      creditLimitCents: account.creditLimitCents,
      subscribe: false,
    });
    if (result.ok) created.push(account.email);
  }
  return created;
}
