/**
 * Plain text in paragraphs: split at blank lines, each trimmed, empty ones dropped. Content is
 * rendered as text, never as HTML, so nothing in it can run.
 */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
