import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, TOKEN_MARKER_PREFIX } from '@shp/contracts';
import type { Config } from '../../config.js';

/**
 * What page code gets in place of the session token (decision 029): a value
 * derived from it one way, the same for the whole session (login and autoLogin answer the same),
 * that the server never accepts as a credential.
 */
export function tokenMarker(secret: string, token: string): string {
  return TOKEN_MARKER_PREFIX + crypto.createHmac('sha256', secret).update(`marker:${token}`).digest('base64url').slice(0, 32);
}

export const isTokenMarker = (value: string) => value.startsWith(TOKEN_MARKER_PREFIX);

/** Secure when the site is served over https (directly or behind a TLS proxy). */
export function secureCookie(request: FastifyRequest, config: Config) {
  return request.protocol === 'https' || config.publicOrigin.startsWith('https:');
}

/** The login's proof, out of reach of scripts: HttpOnly, SameSite=Lax, Secure on https. */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config, token: string, maxAgeSeconds: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, config),
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(request, config) });
}

/**
 * Whether the session cookie may speak for this request. Reads (GET, HEAD) always; a call that
 * changes something only when a cross-site page could not have made it: it carries one of our
 * custom headers (a form or an image cannot set one, and the API answers no CORS preflight), or
 * the browser says it came from our own origin.
 */
export function cookieMaySpeak(request: FastifyRequest, config: Config): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const h = request.headers;
  if (h['member-token'] !== undefined || h['wic-token'] !== undefined) return true;
  if (h['sec-fetch-site'] === 'same-origin') return true;
  const origin = h.origin;
  return typeof origin === 'string' && origin === new URL(config.publicOrigin).origin;
}
