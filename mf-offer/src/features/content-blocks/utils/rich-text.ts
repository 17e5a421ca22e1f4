import {
  richTextLinkUrl,
  type RichTextElement,
  type RichTextLeaf,
  type RichTextNode,
} from '@klubb/contracts';

export const isLeaf = (node: RichTextNode): node is RichTextLeaf => 'text' in node;

const EMPTY_LEAF: RichTextLeaf = { text: '' };

function cleanChildren(children: ReadonlyArray<RichTextNode>): RichTextNode[] {
  const cleaned = children.flatMap((child): RichTextNode[] => {
    if (isLeaf(child)) return [child];
    const inner = cleanChildren(child.children);
    if (child.type === 'link') {
      const url = richTextLinkUrl(child.url);
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
