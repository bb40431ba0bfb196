import { useState } from 'react';
import { notify } from '@/lib/toaster';
import { downloadText } from './download';
import { SAVE_FAILED, adminErrorMessage } from './errors';

/** A CSV file as the admin queries answer it (AdminCsvFile). */
export interface CsvFile {
  fileName: string;
  contentType: string;
  content: string;
  rowCount: number;
}

/**
 * The Export CSV button's work (issue 9 orders, issue 26 audit log): `run(fetchFile)` asks for the
 * file, saves it, and says "Exported 12 orders." (`noun`: singular and plural) or the failure.
 */
export function useCsvExport(noun: [one: string, many: string]) {
  const [exporting, setExporting] = useState(false);
  const run = async (fetchFile: () => Promise<CsvFile | undefined>) => {
    setExporting(true);
    try {
      const file = await fetchFile();
      if (!file) throw new Error('no file');
      downloadText(file.fileName, file.contentType, file.content);
      notify('success', `Exported ${file.rowCount} ${file.rowCount === 1 ? noun[0] : noun[1]}.`);
    } catch (failure) {
      notify('error', adminErrorMessage(failure, SAVE_FAILED));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
