// Project-only ESLint rules, loaded by eslint.config.js as the `local` plugin.
import path from 'node:path';

// Lower-case words joined by dashes; dots separate a name's parts (`pets.routes.ts`).
const kebabSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case (decisions.md 25 "Layout").' },
    schema: [],
    messages: { notKebab: "'{{ segment }}' in {{ file }} is not kebab-case: use lower-case words joined by dashes." },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename);
        if (relative.startsWith('..') || path.isAbsolute(relative)) return;
        const segment = relative.split(path.sep).find((part) => !kebabSegment.test(part));
        if (segment) context.report({ node, messageId: 'notKebab', data: { segment, file: relative } });
      },
    };
  },
};

export const localRules = {
  meta: { name: 'pawsconnect-local' },
  rules: { 'kebab-case-file-names': kebabCaseFileNames },
};
