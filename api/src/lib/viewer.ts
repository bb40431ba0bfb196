import type { CompanyRole } from '../db/schema/accounts.js';

/** What a bearer token claims (spec §6 roles): the user id, their role and their session id. */
export interface TokenClaims {
  userId: number;
  role: 'customer' | 'admin';
  /** The session id the token was issued for (checked against the database by the sessions helper). */
  sessionId: string;
}

/**
 * Who is asking: the token's claims plus, from the live session's user row (issue 24), the trade
 * company whose credit, orders, invoices and statements they reach (`accountId`, the company
 * account's user id; the user's own id for a company's first user and for admins) and their role
 * in it (null for the shop's admins). Null for visitors.
 */
export interface Viewer extends TokenClaims {
  accountId: number;
  companyRole: CompanyRole | null;
}
