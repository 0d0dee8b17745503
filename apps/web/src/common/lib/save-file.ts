/** Hands a downloaded file to the browser under its own name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a downloaded file in a new tab. The tab is opened at once (still within the click, so no pop-up
 * blocker refuses it) and gets the file when it has arrived; without a tab the file is saved instead.
 */
export async function openBlobInNewTab(load: () => Promise<{ blob: Blob; filename: string }>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob, filename } = await load();
    if (!tab) {
      saveBlob(blob, filename);
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
