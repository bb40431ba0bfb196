/**
 * The browser session cookies the bff sets (spec §3 User: token in cookie 'authToken', user JSON in
 * cookie 'user'; §9: both last 8 hours; architecture "Session": authToken HttpOnly, SameSite=Lax;
 * user readable by the page). Secure is decided from configuration (issue 23): PUBLIC_URL https,
 * or an HTTPS request as Fastify sees it (TLS, or X-Forwarded-Proto from a TRUST_PROXY proxy) —
 * never from the Host header, which a proxy may rewrite to 127.0.0.1.
 */
import type {} from '@fastify/cookie';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserDto } from '../upstream/types.js';

/** Name of the cookie holding the api's JWT (spec §3 User). */
export const AUTH_TOKEN_COOKIE = 'authToken';
/** Name of the page-readable cookie holding `{ full_name, office_city }` (spec §3 User). */
export const USER_COOKIE = 'user';
/** Lifetime of both session cookies, in seconds (spec §9: 8 hours). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
/**
 * Name of the HttpOnly cookie holding the api's device token of the account last signed in from
 * this browser (issue 23): it outlives sign-out so the account-wide sign-in ceiling spares it.
 */
export const DEVICE_COOKIE = 'deviceToken';
/** Lifetime of the device cookie, in seconds (one year). */
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the `user` cookie holds: the JSON the page reads (spec §3 User). */
export interface UserCookieValue {
  full_name: string;
  office_city: string;
}

/** Sets and clears the session cookies of one HTTP response. */
export interface SessionCookies {
  /** Sets `authToken` (the api's JWT) and `user` after a sign-in, and the device cookie when given. */
  signIn(token: string, user: UserDto, deviceToken?: string): void;
  /** The device token this browser sent (the `deviceToken` cookie), or undefined. */
  deviceToken(): string | undefined;
  /** Refreshes the `user` cookie after a profile change (the token stays). */
  updateUser(user: UserDto): void;
  /** Clears both cookies (sign-out, or a session the api ended). */
  clear(): void;
}

/**
 * True when the session cookies of `request` get the Secure flag: always when `secureCookies`
 * (the configuration says the shop is HTTPS), else when Fastify sees an HTTPS request (TLS, or
 * X-Forwarded-Proto: https from a proxy TRUST_PROXY trusts).
 */
export function cookiesSecure(request: FastifyRequest, secureCookies: boolean): boolean {
  return secureCookies || request.protocol === 'https';
}

/** Returns the `user` cookie's value: JSON of full_name and office_city (spec §3 User). */
export function userCookieValue(user: UserDto): string {
  const value: UserCookieValue = { full_name: user.full_name, office_city: user.office_city ?? '' };
  return JSON.stringify(value);
}

/**
 * Builds the cookie setter of one response. Flags: Path=/, SameSite=Lax, Max-Age 8 h, Secure as
 * {@link cookiesSecure} decides from `secureCookies` (BffConfig); `authToken` also HttpOnly.
 */
export function sessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): SessionCookies {
  const base: CookieSerializeOptions = {
    path: '/',
    sameSite: 'lax',
    secure: cookiesSecure(request, secureCookies),
  };
  const timed = { ...base, maxAge: SESSION_MAX_AGE_SECONDS };
  return {
    signIn(token, user, deviceToken) {
      reply.setCookie(AUTH_TOKEN_COOKIE, token, { ...timed, httpOnly: true });
      reply.setCookie(USER_COOKIE, userCookieValue(user), { ...timed, httpOnly: false });
      if (deviceToken) {
        reply.setCookie(DEVICE_COOKIE, deviceToken, {
          ...base,
          maxAge: DEVICE_MAX_AGE_SECONDS,
          httpOnly: true,
        });
      }
    },
    deviceToken() {
      const value = request.cookies?.[DEVICE_COOKIE];
      return typeof value === 'string' && value !== '' && value.length <= 200 ? value : undefined;
    },
    updateUser(user) {
      reply.setCookie(USER_COOKIE, userCookieValue(user), { ...timed, httpOnly: false });
    },
    clear() {
      reply.clearCookie(AUTH_TOKEN_COOKIE, { ...base, httpOnly: true });
      reply.clearCookie(USER_COOKIE, { ...base, httpOnly: false });
    },
  };
}
