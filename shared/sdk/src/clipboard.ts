/** What a copy gave (spec §8): true with the success text, or false with the error's message. */
export interface ClipboardResult {
  status: boolean;
  message: string;
}

/** The old way, for webviews without the async clipboard: a selected, off-screen textarea. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/**
 * Copies text to the clipboard. Answers `Successfully copied to clipboard: …` with status true,
 * or status false with the error message (spec §8), so the caller can show either.
 */
export async function copyToClipboard(text: string): Promise<ClipboardResult> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else if (!copyBySelection(text)) {
      throw new Error('Copying is not supported here');
    }
    return { status: true, message: `Successfully copied to clipboard: ${text}` };
  } catch (error) {
    return { status: false, message: error instanceof Error ? error.message : String(error) };
  }
}
