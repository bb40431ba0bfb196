/**
 * Admin downloads (issue 9): the same-origin bff paths of the files an admin may download. The bff
 * proxies them to the api with the admin's session (web.ts PRIVATE_DOWNLOADS), and the api's admin
 * guard checks the role again.
 */
import type { AdminFile } from '../../__generated__/resolvers-types.js';
import type { AdminStoredFileDto } from '../../upstream/admin-types.js';

/** Browser path prefix of an order's special-instructions file: `/admin-files/orders/{id}/...`. */
export const ADMIN_ORDER_FILES_PREFIX = '/admin-files/orders/';
/** Browser path prefix of a background job's file: `/admin-files/jobs/{queue}/{id}/file` (issue 27). */
export const ADMIN_JOB_FILES_PREFIX = '/admin-files/jobs/';
/** Browser path prefix of a contact message's attachment. */
export const ADMIN_CONTACT_FILES_PREFIX = '/admin-files/contact-messages/';

/** An AdminFile from the api's file description and its download path. */
function adminFile(file: AdminStoredFileDto, downloadUrl: string): AdminFile {
  return {
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    downloadUrl,
  };
}

/** The special-instructions file of order `orderId`, or null. */
export const orderFile = (orderId: number, file: AdminStoredFileDto | null): AdminFile | null =>
  file ? adminFile(file, `${ADMIN_ORDER_FILES_PREFIX}${orderId}/special-quote-file`) : null;

/** The attachment of contact message `messageId`, or null. */
export const contactFile = (
  messageId: number,
  file: AdminStoredFileDto | null,
): AdminFile | null =>
  file ? adminFile(file, `${ADMIN_CONTACT_FILES_PREFIX}${messageId}/file`) : null;
