/**
 * The HTTP transport to the commerce api (architecture "Upstream"): one undici keep-alive Pool, JSON
 * and text calls that turn every failure into the GraphQL errors of errors.ts, streamed file GETs,
 * and a call observer for the metrics. Every call sends the W3C `traceparent` of a client span of
 * the current request's trace, so the api logs the same `trace_id` (issue 27). client.ts maps the api's routes onto it. Split out of
 * client.ts (issue 15).
 */
import { Pool } from 'undici';
import { startClientSpan } from '@serena/server-kit';
import type { AssetOptions, BearerToken, UpstreamAsset } from './contract.js';
import {
  isNetworkFailure,
  upstreamHttpError,
  upstreamInvalidResponseError,
  upstreamUnavailableError,
} from './errors.js';
import { isMultipartBody } from '../uploads.js';

/** One finished REST call: `status` undefined when no answer came (network failure). */
export type UpstreamCallObserver = (call: {
  method: string;
  path: string;
  status: number | undefined;
  seconds: number;
}) => void;

/** Timeouts and pool size of the real client, in milliseconds. */
export interface UpstreamClientOptions {
  /** Told about every JSON call when it ends (metrics). */
  observe?: UpstreamCallObserver;
  /** Base URL of the api, e.g. http://127.0.0.1:4001 (a path prefix is kept). */
  baseUrl: string;
  /** Max sockets to the api (default 32). */
  connections?: number;
  /** TCP connect timeout (default 2000 ms). */
  connectTimeoutMs?: number;
  /** Time to wait for response headers (default 5000 ms). */
  headersTimeoutMs?: number;
  /** Max idle time between body chunks (default 5000 ms). */
  bodyTimeoutMs?: number;
  /** Idle keep-alive socket lifetime (default 10000 ms). */
  keepAliveTimeoutMs?: number;
}

/** An HTTP method of the api. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The calls of one pool to the api. */
export interface UpstreamTransport {
  /**
   * A JSON call: `body` JSON or a multipart body (uploads.ts), `token` as the bearer. Resolves to the
   * 2xx JSON object. @throws GraphQLError from `upstreamHttpError` for 4xx/5xx,
   * UPSTREAM_UNAVAILABLE for transport failures, INTERNAL_SERVER_ERROR for a body that is no JSON object.
   */
  call<T>(
    method: Method,
    path: string,
    token: BearerToken,
    body?: unknown,
    extraHeaders?: Record<string, string>,
    /** Headers and body timeout of this call, ms (default: the client's). */
    timeoutMs?: number,
  ): Promise<T>;
  /** A GET whose answer is text (the admin CSV export), with its headers; throws like `call`. */
  callText(
    path: string,
    token: string,
  ): Promise<{ text: string; header(name: string): string | undefined }>;
  /** A streamed GET of a file; any status is returned. @throws UPSTREAM_UNAVAILABLE. */
  asset(pathAndQuery: string, token?: BearerToken, options?: AssetOptions): Promise<UpstreamAsset>;
  /** Closes the pool; pending requests finish first. */
  close(): Promise<void>;
}

/**
 * Opens the keep-alive pool to `options.baseUrl` (a path prefix is kept).
 * @throws {TypeError} when baseUrl is not a valid URL.
 */
export function createTransport(options: UpstreamClientOptions): UpstreamTransport {
  const url = new URL(options.baseUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  const pool = new Pool(url.origin, {
    connections: options.connections ?? 32,
    connectTimeout: options.connectTimeoutMs ?? 2_000,
    headersTimeout: options.headersTimeoutMs ?? 5_000,
    bodyTimeout: options.bodyTimeoutMs ?? 5_000,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    keepAliveMaxTimeout: 60_000,
  });

  async function call<T>(
    method: Method,
    path: string,
    token: BearerToken,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
    timeoutMs?: number,
  ): Promise<T> {
    const span = startClientSpan(`${method} ${path.split('?')[0]}`);
    const headers: Record<string, string> = {
      ...extraHeaders,
      ...span.headers,
      accept: 'application/json',
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const multipart = isMultipartBody(body) ? body : undefined;
    if (body !== undefined) headers['content-type'] = multipart?.contentType ?? 'application/json';
    let response;
    const started = performance.now();
    const observe = (status: number | undefined) => {
      span.end(status);
      options.observe?.({ method, path, status, seconds: (performance.now() - started) / 1000 });
    };
    try {
      response = await pool.request({
        method,
        path: prefix + path,
        headers,
        // A call that does many writes (issue 26: a bulk move) waits longer than the default.
        ...(timeoutMs === undefined ? {} : { headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
        body: multipart ? multipart.body : body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      observe(undefined);
      throw isNetworkFailure(error)
        ? upstreamUnavailableError(error)
        : upstreamInvalidResponseError(error);
    }
    observe(response.statusCode);
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw isNetworkFailure(error)
        ? upstreamUnavailableError(error)
        : upstreamInvalidResponseError(error);
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      if (response.statusCode >= 400) throw upstreamHttpError(response.statusCode, undefined);
      throw upstreamInvalidResponseError(error);
    }
    if (response.statusCode >= 400) throw upstreamHttpError(response.statusCode, json);
    if (typeof json !== 'object' || json === null) {
      throw upstreamInvalidResponseError(new Error(`Unexpected body from ${method} ${path}`));
    }
    return json as T;
  }

  /** A GET whose answer is text (the admin CSV export); 4xx/5xx throw like {@link call}. */
  async function callText(path: string, token: string) {
    const started = performance.now();
    const span = startClientSpan(`GET ${path.split('?')[0]}`);
    const observe = (status: number | undefined) => {
      span.end(status);
      options.observe?.({
        method: 'GET',
        path,
        status,
        seconds: (performance.now() - started) / 1000,
      });
    };
    let response;
    let text: string;
    try {
      response = await pool.request({
        method: 'GET',
        path: prefix + path,
        headers: { ...span.headers, authorization: `Bearer ${token}` },
      });
      observe(response.statusCode);
      text = await response.body.text();
    } catch (error) {
      if (!response) observe(undefined);
      throw isNetworkFailure(error)
        ? upstreamUnavailableError(error)
        : upstreamInvalidResponseError(error);
    }
    if (response.statusCode >= 400) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      throw upstreamHttpError(response.statusCode, json);
    }
    const headers = response.headers;
    return {
      text,
      header(name: string) {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      },
    };
  }

  /** A streamed GET of a file (pictures, uploads); only transport failures throw. */
  async function asset(
    pathAndQuery: string,
    token?: BearerToken,
    options: AssetOptions = {},
  ): Promise<UpstreamAsset> {
    const span = startClientSpan(`GET ${pathAndQuery.split('?')[0]}`);
    try {
      const response = await pool.request({
        method: 'GET',
        ...(options.timeoutMs === undefined
          ? {}
          : { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs }),
        path: prefix + pathAndQuery,
        headers: token ? { ...span.headers, authorization: `Bearer ${token}` } : span.headers,
      });
      span.end(response.statusCode);
      const header = (name: string) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      return {
        status: response.statusCode,
        contentType: header('content-type'),
        cacheControl: header('cache-control'),
        contentLength: header('content-length'),
        contentDisposition: header('content-disposition'),
        body: response.body,
      };
    } catch (error) {
      span.end();
      throw isNetworkFailure(error) ? upstreamUnavailableError(error) : error;
    }
  }

  return { call, callText, asset, close: () => pool.close() };
}
