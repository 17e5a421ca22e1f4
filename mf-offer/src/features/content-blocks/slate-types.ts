import type { BaseEditor } from 'slate';
import type { ReactEditor } from 'slate-react';

import type { RichTextElement, RichTextLeaf } from '@klubb/contracts';

// Slate's types for the raw state the API sends (contracts' rich-text nodes).
declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor;
    Element: RichTextElement;
    Text: RichTextLeaf;
  }
}
