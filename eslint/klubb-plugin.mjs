/** File names in kebab-case (STYLE.md, Names): the workspace's own ESLint rule. */
import { basename } from 'node:path';

const KEBAB_PART = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const klubbPlugin = {
  rules: {
    'kebab-case-file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = basename(context.filename);
        const parts = name.split('.');
        if (parts.every((part) => KEBAB_PART.test(part))) return {};
        return {
          Program(node) {
            context.report({ node, message: `File name '${name}' is not kebab-case (STYLE.md).` });
          },
        };
      },
    },
  },
};
