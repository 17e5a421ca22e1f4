import type { RichTextElement, RichTextLeaf, RichTextNode } from '@klubb/contracts';

/** Spec §5 "Rich-text links": the only schemes a link may keep. */
export const SAFE_LINK_PROTOCOLS: ReadonlySet<string> = new Set([
  'http:',
  'https:',
  'mailto:',
  'tel:',
]);

/**
 * The link's URL, normalised, when its scheme is http, https, mailto or tel; null for anything
 * else (javascript:, data:, relative or broken URLs). The URL parser strips the tabs, newlines
 * and case tricks that would otherwise smuggle `java\tscript:` past a string check.
 */
export function safeLinkUrl(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return SAFE_LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

export const isLeaf = (node: RichTextNode): node is RichTextLeaf => 'text' in node;

const EMPTY_LEAF: RichTextLeaf = { text: '' };

function cleanChildren(children: ReadonlyArray<RichTextNode>): RichTextNode[] {
  const cleaned = children.flatMap((child): RichTextNode[] => {
    if (isLeaf(child)) return [child];
    const inner = cleanChildren(child.children);
    if (child.type === 'link') {
      const url = safeLinkUrl(child.url);
      // A link that may not stay becomes its words: plain text, nothing to click.
      return url ? [{ type: 'link', url, children: inner }] : inner;
    }
    const element: RichTextElement = { type: child.type, children: inner };
    return [element];
  });
  // Slate needs at least one text in every element.
  return cleaned.length > 0 ? cleaned : [EMPTY_LEAF];
}

/**
 * The editor's raw state, ready to render read-only: unsafe links turned into plain text, every
 * element with at least one child, and loose top-level text wrapped in a paragraph.
 */
export function sanitizeRichText(nodes: ReadonlyArray<RichTextNode>): RichTextElement[] {
  const blocks = cleanChildren(nodes).map((node): RichTextElement =>
    isLeaf(node) ? { type: 'paragraph', children: [node] } : node,
  );
  return blocks.length > 0 ? blocks : [{ type: 'paragraph', children: [EMPTY_LEAF] }];
}
