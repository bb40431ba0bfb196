/**
 * Saves text as a file in the browser (issue 9 CSV export): a Blob URL clicked through a temporary
 * link, released right after.
 */
export function downloadText(fileName: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
