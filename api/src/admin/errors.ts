/** The refusal of an admin change (issue 9), carried to the route and on to GraphQL userErrors. */

/** Machine-readable codes of admin refusals (GraphQL UserError.code). */
export type AdminErrorCode =
  | 'NOT_FOUND'
  | 'INVALID'
  | 'INVALID_STATE'
  | 'INVALID_STATUS'
  | 'REASON_REQUIRED'
  | 'NOT_CANCELLABLE'
  | 'DUPLICATE'
  | 'FIXED_STATUS'
  | 'IN_USE'
  | 'CONFIRMATION_REQUIRED';

/** Thrown by the admin services for a refused change: HTTP status, code, message, input field. */
export class AdminError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    readonly code: AdminErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}
