import { useState } from 'react';
import { createEditor, type Descendant } from 'slate';
import {
  Editable,
  Slate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';

import type { RichTextNode } from '@klubb/contracts';

import { externalLinkProps } from '../../../lib/platform';
import { safeLinkUrl, sanitizeRichText } from '../utils/rich-text';

import styles from './content-blocks.module.css';

export interface RichTextBlockProps {
  rawState: RichTextNode[];
  /** Inside the native container links open in the same window. */
  native: boolean;
}

function Element({
  attributes,
  children,
  element,
  native,
}: RenderElementProps & { native: boolean }) {
  switch (element.type) {
    case 'heading-one':
    case 'heading-two':
      // The offer's title is the page's only h1: the content's headings start at h2.
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'heading-four':
    case 'heading-five':
    case 'heading-six':
      return <h4 {...attributes}>{children}</h4>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'link': {
      // sanitizeRichText kept only safe links; checked again where the href is written.
      const href = safeLinkUrl(element.url);
      if (!href) return <span {...attributes}>{children}</span>;
      const web = href.startsWith('http');
      return (
        <a {...attributes} href={href} {...(web ? externalLinkProps(native) : {})}>
          {children}
        </a>
      );
    }
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}

/**
 * A richText block (spec §3): the editor's raw state rendered read-only with Slate — headings,
 * lists, marks and links, where only http, https, mailto and tel links stay links (spec §5).
 */
export function RichTextBlock({ rawState, native }: RichTextBlockProps) {
  const [editor] = useState(() => {
    const readOnly = withReact(createEditor());
    readOnly.isInline = (element) => element.type === 'link';
    return readOnly;
  });
  const [value] = useState<Descendant[]>(() => sanitizeRichText(rawState));
  return (
    <Slate editor={editor} initialValue={value}>
      <Editable
        readOnly
        className={styles.richText}
        renderElement={(props) => <Element {...props} native={native} />}
        renderLeaf={(props) => <Leaf {...props} />}
      />
    </Slate>
  );
}
