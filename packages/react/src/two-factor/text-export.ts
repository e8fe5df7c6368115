/**
 * Copies `text` to the clipboard. Resolves to false where the Clipboard API is missing or
 * refused (an insecure origin, no permission), so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Offers `text` as a download named `fileName` (a plain-text file), without a server round trip. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The backup codes as the downloaded file holds them: a title line, then one code a line. */
export function backupCodesText(codes: readonly string[], title: string): string {
  return `${title}\n\n${codes.join('\n')}\n`;
}
