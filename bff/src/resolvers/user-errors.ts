/**
 * The one place that turns a refused upstream call into GraphQL `userErrors` (architecture
 * "Errors"; issue 15). The upstream client throws every non-2xx answer as a GraphQLError built by
 * `upstreamHttpError` (upstream/errors.ts) carrying `extensions.upstreamStatus`, the api's
 * `fieldErrors` (400/422) and `apiCode`; each mutation says here which statuses are business
 * refusals for it and with which code. Anything else (5xx, transport failures, statuses without a
 * rule, the bff's own errors) is not a refusal and the caller rethrows it.
 */
import { GraphQLError } from 'graphql';

/** A GraphQL UserError as this module builds it (the field is always present, null for the form). */
export interface UpstreamUserError {
  /** The input field it concerns, or null for the whole form. */
  field: string | null;
  /** The message to show. */
  message: string;
  /** Machine-readable code. */
  code: string;
}

/** How the refusals of one status become userErrors. */
export interface Refusal {
  /** The userError code (e.g. INVALID, CONFLICT, FILE_TOO_LARGE). */
  code: string;
  /** The message to show instead of the api's (a spec text); default the api's message. */
  message?: string;
  /** The message when the api gave none. */
  fallback?: string;
  /** The field of the single userError (default null: the whole form). */
  field?: string;
  /** False: one userError even when the api named fields (default true: one per api field). */
  perField?: boolean;
}

/** A mutation's reading of upstream refusals. */
export interface RefusalRules {
  /** The statuses that are refusals, each with its code or {@link Refusal}. */
  statuses: Readonly<Partial<Record<number, string | Refusal>>>;
  /** How every other 4xx is refused; without it those stay errors. */
  otherwise?: string | Refusal;
  /** The api's own error `code` (admin routes) replaces the status's code when present. */
  apiCode?: boolean;
  /** Renames a field the api named (e.g. `items.0.x` to `lines.0.x`); default unchanged. */
  field?: (apiField: string) => string;
  /** The code of one field error from its message and the status's code; default the latter. */
  fieldCode?: (message: string, code: string) => string;
  /** The message when the api gave none, for every status without its own `fallback`. */
  fallback?: string;
}

/** An upstream 4xx as the client threw it. */
export interface UpstreamRefusal {
  /** The api's HTTP status, 400 to 499. */
  status: number;
  /** The api's message. */
  message: string;
  /** The api's own error code (admin routes), if any. */
  apiCode?: string;
  /** The api's field errors (400/422), possibly empty. */
  fieldErrors: { field: string; message: string }[];
}

/** Reads the upstream 4xx a GraphQL error carries, or null for anything else. */
export function upstreamRefusal(error: unknown): UpstreamRefusal | null {
  if (!(error instanceof GraphQLError)) return null;
  const { upstreamStatus, fieldErrors, apiCode } = error.extensions as {
    upstreamStatus?: unknown;
    fieldErrors?: { field: string; message: string }[];
    apiCode?: unknown;
  };
  if (typeof upstreamStatus !== 'number' || upstreamStatus < 400 || upstreamStatus >= 500) {
    return null;
  }
  return {
    status: upstreamStatus,
    message: error.message,
    ...(typeof apiCode === 'string' ? { apiCode } : {}),
    fieldErrors: fieldErrors ?? [],
  };
}

/**
 * Maps a refused upstream call to userErrors by `rules`: the api's field errors one per field
 * (renamed by `rules.field`), else one userError with the api's message (or the rule's). Returns
 * null when `error` is no upstream 4xx or its status has no rule: the caller rethrows it.
 */
export function upstreamUserErrors(
  error: unknown,
  rules: RefusalRules,
): UpstreamUserError[] | null {
  const refusal = upstreamRefusal(error);
  if (!refusal) return null;
  const rule = rules.statuses[refusal.status] ?? rules.otherwise;
  if (rule === undefined) return null;
  const how: Refusal = typeof rule === 'string' ? { code: rule } : rule;
  const code = (rules.apiCode ? refusal.apiCode : undefined) ?? how.code;
  if (how.perField !== false && refusal.fieldErrors.length > 0) {
    return refusal.fieldErrors.map((e) => ({
      field: rules.field ? rules.field(e.field) : e.field,
      message: e.message,
      code: rules.fieldCode ? rules.fieldCode(e.message, code) : code,
    }));
  }
  const message = how.message ?? (refusal.message || how.fallback || rules.fallback || '');
  return [{ field: how.field ?? null, message, code }];
}
