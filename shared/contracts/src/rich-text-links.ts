import type { RichTextNode } from './content-block';

/** Spec §5 "Rich-text links": the only schemes a link may keep. */
export const RICH_TEXT_LINK_PROTOCOLS: ReadonlySet<string> = new Set([
  'http:',
  'https:',
  'mailto:',
  'tel:',
]);

/**
 * The link's URL, normalised, when its scheme is http, https, mailto or tel; null for anything
 * else (javascript:, data:, relative or broken URLs). The URL parser strips the tabs, newlines and
 * case tricks that would otherwise smuggle `java\tscript:` past a string check. The API cleans
 * answers with it, and mf-offer checks each link again as it renders.
 */
export function richTextLinkUrl(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return RICH_TEXT_LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

/**
 * A rich text's nodes with every link whose URL may not stay turned into its words (its
 * children, as plain text); any other element's `url` is dropped too. The API answers offers
 * through it, so no client ever receives a `javascript:` link, whatever the editor stored.
 */
export function withSafeLinks(nodes: readonly RichTextNode[]): RichTextNode[] {
  return nodes.flatMap((node): RichTextNode[] => {
    if ('text' in node) return [node];
    const children = withSafeLinks(node.children);
    const url = richTextLinkUrl(node.url);
    if (node.type === 'link' && !url) return children;
    const { url: _dropped, ...rest } = node;
    return [{ ...rest, ...(url ? { url } : {}), children }];
  });
}
