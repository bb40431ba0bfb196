/**
 * Security headers on every api response (issue 13 "Headers"), with @fastify/helmet: the api
 * answers JSON, files and pictures only, so its Content-Security-Policy allows nothing to run or
 * frame it (`default-src 'none'; frame-ancestors 'none'`); X-Content-Type-Options nosniff,
 * X-Frame-Options DENY, Referrer-Policy no-referrer, Cross-Origin-Resource-Policy same-site (the bff
 * proxies pictures under its own origin). Strict-Transport-Security only on HTTPS requests, which
 * includes `X-Forwarded-Proto: https` from a trusted proxy (TRUST_PROXY): see {@link addHsts}.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The Strict-Transport-Security value: one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Adds Strict-Transport-Security to answers of requests that came over HTTPS (`request.protocol`
 * honours X-Forwarded-Proto only from a trusted proxy). Over plain HTTP the header would be
 * meaningless (browsers ignore it) and misleading, so it is left out. Shared with the bff.
 */
export function addHsts(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done(null, payload);
  });
}

/** Registers helmet (global, every route and error answer) and the HTTPS-only HSTS hook. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  addHsts(app);
}
