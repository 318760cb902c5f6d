/**
 * Build-time syntax highlighting: Prism, with the languages the site adds,
 * tokenizes each code block while the page compiles, exactly as
 * prism-react-renderer's <Highlight> would in the browser.
 */
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { ADDITIONAL_PRISM_LANGUAGES } from '../data/prismLanguages';
import { encodeLines, type EncodedLine } from '../browser/codeTokens/format';

let languagesAdded = false;

/** prism-react-renderer's Prism with src/data/prismLanguages.ts registered. */
export function sitePrism(): typeof Prism {
  if (languagesAdded) return Prism;
  // Prism's language files register themselves on a global Prism.
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of ADDITIONAL_PRISM_LANGUAGES)
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file is loaded for its side effect on the global Prism, by a name known at run time
      require(`prismjs/components/prism-${language}`);
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  languagesAdded = true;
  return Prism;
}

/** The highlighted lines of a code block (a language Prism does not know gives plain text). */
export function tokenizeCode(code: string, language: string): EncodedLine[] {
  const prism = sitePrism();
  const name = language.toLowerCase();
  const grammar = prism.languages[name];
  if (grammar == null) return encodeLines(normalizeTokens([code]));
  const env = { code, grammar, language: name, tokens: [] as ReturnType<typeof prism.tokenize> };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return encodeLines(normalizeTokens(env.tokens));
}
