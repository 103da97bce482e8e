/**
 * Hands a downloaded file to the browser as a download under its name: a link with `download` to an
 * object URL, clicked and removed. The URL is released on the next task, once the browser has started
 * the download (releasing it at once cancels the download in some browsers).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
