/**
 * Security headers on every bff response, the web app's HTML included (issue 13 "Headers"), with
 * @fastify/helmet. The Content-Security-Policy is the one the built app runs under: scripts and
 * connections from the page's own origin only (GraphQL over HTTP and WebSocket), styles from the
 * origin plus inline ones (Chakra UI's emotion inserts <style> elements at run time), pictures from
 * the origin, `data:` and `blob:` (upload previews), frames from the contact page's OpenStreetMap embed
 * and the shop's own origin (the admin console's live product preview, issue 10), and framing only
 * by the shop itself (`frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN): no other site frames it.
 * Also X-Content-Type-Options nosniff and Referrer-Policy strict-origin-when-cross-origin.
 * Strict-Transport-Security only on HTTPS (directly or `X-Forwarded-Proto` from a trusted proxy).
 * Outside production the Apollo Sandbox page on GET /graphql loads its own scripts, so that
 * route's policy also allows Apollo's embed origin there (never in production: no landing page).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The Strict-Transport-Security value: one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The storefront's CSP directives (helmet camel-case names). */
export const WEB_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https://www.openstreetmap.org'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
} as const;

/** Origins the Apollo Sandbox landing page (development only) loads from. */
const SANDBOX_ORIGINS = [
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://sandbox.embed.apollographql.com',
  'https://apollo-server-landing-page.cdn.apollographql.com',
];

/** The helmet options of the bff's GET /graphql route: the Sandbox's origins outside production. */
export function graphqlRouteHelmet(isProduction: boolean) {
  if (isProduction) return undefined;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...WEB_CSP_DIRECTIVES,
        scriptSrc: ["'self'", "'unsafe-inline'", ...SANDBOX_ORIGINS],
        styleSrc: ["'self'", "'unsafe-inline'", ...SANDBOX_ORIGINS],
        imgSrc: ["'self'", 'data:', 'blob:', ...SANDBOX_ORIGINS],
        fontSrc: ["'self'", 'data:', ...SANDBOX_ORIGINS],
        frameSrc: ["'self'", ...SANDBOX_ORIGINS],
        manifestSrc: ["'self'", ...SANDBOX_ORIGINS],
      },
    },
  };
}

/** Registers helmet (global: every route, file and error answer) and the HTTPS-only HSTS hook. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...WEB_CSP_DIRECTIVES } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done(null, payload);
  });
}
