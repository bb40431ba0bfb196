/**
 * The browser session cookies the bff sets (spec §3 User: token in cookie 'authToken', user JSON in
 * cookie 'user'; §9: both last 8 hours; architecture "Session": authToken HttpOnly, SameSite=Lax,
 * Secure outside localhost; user readable by the page).
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

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** What the `user` cookie holds: the JSON the page reads (spec §3 User). */
export interface UserCookieValue {
  full_name: string;
  office_city: string;
}

/** Sets and clears the session cookies of one HTTP response. */
export interface SessionCookies {
  /** Sets `authToken` (the api's JWT) and `user` after a sign-in. */
  signIn(token: string, user: UserDto): void;
  /** Refreshes the `user` cookie after a profile change (the token stays). */
  updateUser(user: UserDto): void;
  /** Clears both cookies (sign-out, or a session the api ended). */
  clear(): void;
}

/**
 * Returns true when the request's Host is localhost, 127.0.0.1 or [::1] (any port): the only
 * hosts where the cookies are sent without the Secure flag, so plain-HTTP local runs work.
 */
export function isLocalHost(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOCAL_HOSTS.has(name ?? '');
}

/** Returns the `user` cookie's value: JSON of full_name and office_city (spec §3 User). */
export function userCookieValue(user: UserDto): string {
  const value: UserCookieValue = { full_name: user.full_name, office_city: user.office_city ?? '' };
  return JSON.stringify(value);
}

/**
 * Builds the cookie setter of one response. Flags: Path=/, SameSite=Lax, Max-Age 8 h, Secure unless
 * the Host is local (see isLocalHost); `authToken` also HttpOnly.
 */
export function sessionCookies(request: FastifyRequest, reply: FastifyReply): SessionCookies {
  const base: CookieSerializeOptions = {
    path: '/',
    sameSite: 'lax',
    secure: !isLocalHost(request),
  };
  const timed = { ...base, maxAge: SESSION_MAX_AGE_SECONDS };
  return {
    signIn(token, user) {
      reply.setCookie(AUTH_TOKEN_COOKIE, token, { ...timed, httpOnly: true });
      reply.setCookie(USER_COOKIE, userCookieValue(user), { ...timed, httpOnly: false });
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
