/** Who is asking (spec §6 roles): set from a verified bearer token, null for visitors. */
export interface Viewer {
  userId: number;
  role: 'customer' | 'admin';
  /** The session id the token was issued for (checked against the database by the sessions helper). */
  sessionId: string;
}
