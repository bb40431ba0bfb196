/**
 * The answer of a successful sign-in (spec §7 login; issue 24: accepting an invitation signs in
 * the same way): opens an 8-hour session for the user and returns the bearer token, the user's
 * own account with their role (and their company's credit limit), and the browser's device token.
 */
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/accounts.js';
import { signBearer } from '../../plugins/auth.js';
import { sessionUserDto } from '../auth-replies.js';
import { openSession } from '../sessions.js';
import { toUserDto } from '../user-validation.js';
import { issueDeviceToken } from './device-tokens.js';
import { withCompanyCredit } from '../company-credit.js';

/** The 200 body of a sign-in. */
export const signedInDto = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUserDto,
  deviceToken: z
    .string()
    .describe("The browser's device token for this account (keep it as a cookie)"),
});

/**
 * Opens a session for `user` at `now` and returns the {@link signedInDto} body; the token (HS256
 * with `jwtSecret`) expires with the session.
 */
export async function signedIn(
  db: Db,
  jwtSecret: Uint8Array,
  user: UserRow,
  now: Date,
): Promise<z.infer<typeof signedInDto>> {
  const session = await openSession(db, user.id, now);
  const token = await signBearer(
    { userId: user.id, role: user.role, sessionId: session.id },
    jwtSecret,
    Math.floor(session.expiresAt.getTime() / 1000),
  );
  return {
    success: true as const,
    token,
    user: {
      ...toUserDto(await withCompanyCredit(db, user)),
      role: user.role,
      company_role: user.companyRole ?? null,
    },
    deviceToken: issueDeviceToken(jwtSecret, user.id),
  };
}
