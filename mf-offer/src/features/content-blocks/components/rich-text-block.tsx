import type { ReactNode } from 'react';

import {
  richTextLinkUrl,
  type RichTextElement,
  type RichTextLeaf,
  type RichTextNode,
} from '@klubb/contracts';

import { externalLinkProps } from '../../../lib/platform';
import { isLeaf, sanitizeRichText } from '../utils/rich-text';

import styles from './content-blocks.module.css';

export interface RichTextBlockProps {
  rawState: RichTextNode[];
  /** Inside the native container links open in the same window. */
  native: boolean;
}

function Leaf({ leaf }: { leaf: RichTextLeaf }) {
  let content: ReactNode = leaf.text;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  // One element per leaf, as Slate rendered it: a run of text stays one findable node.
  return <span>{content}</span>;
}

function Element({ element, native }: { element: RichTextElement; native: boolean }) {
  const children = <Nodes nodes={element.children} native={native} />;
  switch (element.type) {
    case 'heading-one':
    case 'heading-two':
      // The offer's title is the page's only h1: the content's headings start at h2.
      return <h2>{children}</h2>;
    case 'heading-three':
      return <h3>{children}</h3>;
    case 'heading-four':
    case 'heading-five':
    case 'heading-six':
      return <h4>{children}</h4>;
    case 'bulleted-list':
      return <ul>{children}</ul>;
    case 'numbered-list':
      return <ol>{children}</ol>;
    case 'list-item':
      return <li>{children}</li>;
    case 'block-quote':
      return <blockquote>{children}</blockquote>;
    case 'link': {
      // sanitizeRichText kept only safe links; checked again where the href is written.
      const href = richTextLinkUrl(element.url);
      if (!href) return <span>{children}</span>;
      const web = href.startsWith('http');
      return (
        <a href={href} {...(web ? externalLinkProps(native) : {})}>
          {children}
        </a>
      );
    }
    default:
      return <p>{children}</p>;
  }
}

function Nodes({ nodes, native }: { nodes: ReadonlyArray<RichTextNode>; native: boolean }) {
  // The nodes are a fixed document read once: their position is their identity.
  return nodes.map((node, index) =>
    isLeaf(node) ? (
      <Leaf key={index} leaf={node} />
    ) : (
      <Element key={index} element={node} native={native} />
    ),
  );
}

/**
 * A richText block (spec §3): the editor's raw state (Slate's data model) rendered read-only by a
 * few lines of React instead of the Slate editor, so the offer page carries no editor — headings,
 * lists, marks and links, where only http, https, mailto and tel links stay links (spec §5).
 */
export function RichTextBlock({ rawState, native }: RichTextBlockProps) {
  return (
    <div className={styles.richText}>
      <Nodes nodes={sanitizeRichText(rawState)} native={native} />
    </div>
  );
}
