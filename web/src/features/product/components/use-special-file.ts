import { useCallback, useRef, useState } from 'react';
import { postGraphQL } from '@/lib/upload';
import { UploadSpecialQuoteFileMutation } from '../api/documents';
import { FILE_TYPE_MESSAGE, isAllowedSpecialFile } from './configurator-rules';

/** Shown when the upload fails for a reason the server did not name. */
export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Please try again.';

/** The special-instructions file's state: nothing, uploading, uploaded (id and name) or refused. */
export type SpecialFileState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string }
  | { status: 'uploaded'; id: string; fileName: string; sha256: string | null }
  | { status: 'error'; message: string };

/**
 * SHA-256 of a file's content as lowercase hex, or null when the browser offers no Web Crypto
 * digest (plain HTTP on a non-local host) or reading fails. Never throws.
 */
export async function fileSha256(file: Blob): Promise<string | null> {
  try {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return null;
    const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

/**
 * The special-instructions file (spec §5): a chosen file is checked by extension (.pdf, .doc,
 * .docx; the server checks the content) and uploaded at once with `uploadSpecialQuoteFile`; the
 * cart line later keeps only the returned id, the name and the content's SHA-256 (so the same file
 * uploaded twice merges lines, spec §4). A newer choice or `reset` makes an earlier
 * upload's answer be ignored. Never throws.
 */
export function useSpecialFile() {
  const [state, setState] = useState<SpecialFileState>({ status: 'idle' });
  const generation = useRef(0);

  const reset = useCallback(() => {
    generation.current += 1;
    setState({ status: 'idle' });
  }, []);

  const choose = useCallback(async (file: File | null) => {
    generation.current += 1;
    const mine = generation.current;
    if (!file) {
      setState({ status: 'idle' });
      return;
    }
    if (!isAllowedSpecialFile(file.name)) {
      setState({ status: 'error', message: FILE_TYPE_MESSAGE });
      return;
    }
    setState({ status: 'uploading', fileName: file.name });
    let next: SpecialFileState;
    try {
      const [answer, sha256] = await Promise.all([
        postGraphQL(UploadSpecialQuoteFileMutation, {}, { variable: 'file', file }),
        fileSha256(file),
      ]);
      const payload = answer.data?.uploadSpecialQuoteFile;
      next = payload?.file
        ? { status: 'uploaded', id: payload.file.id, fileName: payload.file.fileName, sha256 }
        : {
            status: 'error',
            message:
              payload?.userErrors[0]?.message ??
              answer.errors?.[0]?.message ??
              UPLOAD_FAILED_MESSAGE,
          };
    } catch {
      next = { status: 'error', message: UPLOAD_FAILED_MESSAGE };
    }
    if (generation.current === mine) setState(next);
  }, []);

  return { state, choose, reset };
}
