import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import { provideHighlightedCodeBlock } from './highlighter';

// Imported by every page with code blocks (src/remark/codeHighlighter.ts).
// The languages beyond prism-react-renderer's own (themeConfig.prism) are
// registered here, not at start-up (src/plugins/client-bundle).
prismIncludeLanguages(Prism);
provideHighlightedCodeBlock(CodeBlock);
