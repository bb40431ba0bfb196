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
  | { status: 'uploaded'; id: string; fileName: string }
  | { status: 'error'; message: string };

/**
 * The special-instructions file (spec §5): a chosen file is checked by extension (.pdf, .doc,
 * .docx; the server checks the content) and uploaded at once with `uploadSpecialQuoteFile`; the
 * cart line later keeps only the returned id and name. A newer choice or `reset` makes an earlier
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
      const answer = await postGraphQL(
        UploadSpecialQuoteFileMutation,
        {},
        { variable: 'file', file },
      );
      const payload = answer.data?.uploadSpecialQuoteFile;
      next = payload?.file
        ? { status: 'uploaded', id: payload.file.id, fileName: payload.file.fileName }
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
