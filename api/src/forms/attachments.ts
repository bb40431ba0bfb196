/**
 * Contact form attachments (issue 13): only the files a retailer sends — PDF, Word (.doc, .docx)
 * and images (JPEG, PNG, WebP) — and only when the name AND the content agree (magic bytes read by
 * file-type, like special-instructions files). A .docx is a ZIP: its central directory's sizes are
 * read (fflate's unzip filter, which decides before anything is inflated) and an archive whose
 * unpacked size or compression ratio is absurd (a zip bomb) is refused.
 */
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { unzipSync } from 'fflate';

/** The refusal message for any other kind of file. */
export const ATTACHMENT_TYPE_MESSAGE =
  'Only PDF, Word (.doc, .docx) or image (JPEG, PNG, WebP) files can be attached.';
/** The refusal message for a Word file that unpacks to something absurd. */
export const ATTACHMENT_UNPACKED_MESSAGE = 'The Word file is too large once unpacked.';

/** Largest total unpacked size of a .docx (bytes): 100 MB. */
export const MAX_DOCX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Largest ratio of unpacked to packed size of any entry of a .docx. */
export const MAX_DOCX_RATIO = 200;
/** Most entries in a .docx. */
export const MAX_DOCX_ENTRIES = 2000;

/** File-type's detected extension expected for each accepted file name extension. */
const EXPECTED: Readonly<Record<string, { detected: string; mime: string }>> = {
  '.pdf': { detected: 'pdf', mime: 'application/pdf' },
  '.doc': { detected: 'cfb', mime: 'application/msword' },
  '.docx': {
    detected: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  '.jpg': { detected: 'jpg', mime: 'image/jpeg' },
  '.jpeg': { detected: 'jpg', mime: 'image/jpeg' },
  '.png': { detected: 'png', mime: 'image/png' },
  '.webp': { detected: 'webp', mime: 'image/webp' },
};

/** Result of {@link checkAttachment}: the content type to store, or the message to answer. */
export type AttachmentCheck = { ok: true; type: string } | { ok: false; message: string };

/**
 * True when the ZIP `content` unpacks to at most MAX_DOCX_UNPACKED_BYTES in at most
 * MAX_DOCX_ENTRIES entries, none compressed more than MAX_DOCX_RATIO times. Only the central
 * directory is read: the filter refuses every entry, so nothing is inflated.
 */
export function zipSizesReasonable(content: Uint8Array): boolean {
  let total = 0;
  let entries = 0;
  let reasonable = true;
  try {
    unzipSync(content, {
      filter(file) {
        entries += 1;
        total += file.originalSize;
        if (file.originalSize > Math.max(1, file.size) * MAX_DOCX_RATIO) reasonable = false;
        if (total > MAX_DOCX_UNPACKED_BYTES || entries > MAX_DOCX_ENTRIES) reasonable = false;
        return false;
      },
    });
  } catch {
    return false;
  }
  return reasonable;
}

/**
 * Checks a contact attachment: its extension is one of .pdf .doc .docx .jpg .jpeg .png .webp, its
 * content is that kind of file, and a .docx is no zip bomb. Returns the content type to store.
 */
export async function checkAttachment(
  content: Uint8Array,
  fileName: string,
): Promise<AttachmentCheck> {
  const expected = EXPECTED[path.extname(fileName).toLowerCase()];
  if (!expected || content.length === 0) return { ok: false, message: ATTACHMENT_TYPE_MESSAGE };
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  if (detected?.ext !== expected.detected) return { ok: false, message: ATTACHMENT_TYPE_MESSAGE };
  if (expected.detected === 'docx' && !zipSizesReasonable(content)) {
    return { ok: false, message: ATTACHMENT_UNPACKED_MESSAGE };
  }
  return { ok: true, type: expected.mime };
}
