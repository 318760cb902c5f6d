/**
 * The facts of a Markdown page: the identifiers and numbers a reader acts on
 * (method, option and config names, error codes, packages, flags, versions,
 * API levels), each with its line. The English page's facts are extracted
 * once from an upstream clone (upstream-facts/); our page is compared with
 * them offline by ./factsCheck.ts. Words of prose are never facts, so the
 * extract holds no English sentences.
 */
import { decodeEntities } from '../../src/lib/html';

/** Whether our page must name a fact of the English page: always, when it is the plugin's API, or never (allowed only). */
export type Need = 'always' | 'if-api' | 'never';

/** A fact and where the page names it. */
export type Fact = { token: string; line: number; need: Need };

/** A fact of our page to find in the English page. */
export type OurFact = { token: string; line: number };

/**
 * Identifier-like or numeric tokens; a scoped npm package and a command flag
 * stay whole; a number keeps no unit (`2000ms`: 2000) and an ordinal is no
 * number (`3rd`).
 */
const TOKEN =
  /@[A-Za-z0-9][\w.-]*\/[\w.-]*\w|(?<![\w-])--?[A-Za-z][\w-]*\w|[A-Za-z_][\w]*(?:\.\w+)*|\d+(?:\.\d+)*(?:\.x)?(?=(?:ms|s|px|dp|pt|[KMG]B|x)?(?!\w))(?!\.\d)/g;

export const isNumber = (token: string) => /^v?\d+(?:\.\d+)*(?:\.x)?$/.test(token);

export function tokensOf(text: string): string[] {
  // 60,000 is the number 60000.
  const plain = text.replace(
    /\b(\d{1,3})((?:,\d{3})+)\b/g,
    (_all, head: string, rest: string) => head + rest.replace(/,/g, ''),
  );
  // v5.2 is the version 5.2.
  return (plain.match(TOKEN) ?? []).map((t) => t.replace(/\.+$/, '').replace(/^v(\d+\.\d)/, '$1'));
}

/**
 * Whether a word of prose is a name rather than a word: it has an
 * underscore, dot, slash, @ or digit, an inner capital (camelCase) or is an
 * acronym. Only these words of English prose are kept (as names our inline
 * code may use); ordinary words are not.
 */
export const isNameLike = (token: string) =>
  /[_./@\d]/.test(token) || /[a-z][A-Z]/.test(token) || /^[A-Z][A-Z0-9]+$/.test(token);

/** Links, URLs, tags, heading ids and HTML entities: not facts, and often localised. */
function withoutMarkup(text: string): string {
  return (
    text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      // An attribute line of a tag spanning lines (`  width="560"`): layout, not a fact.
      .replace(/^\s*[\w:-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\})\s*\/?>?\s*$/, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, '')
      .replace(/[a-z][\w+.-]*:\/\/[^\s)`'"<>]*/gi, ' ')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/\{#[^}]*\}/g, ' ')
      .replace(/&[a-z]+;|&#\d+;/g, ' ')
  );
}

/** Inline code is literal: a tag in it (`<application>`) is text; only its URLs go. */
function inlineText(span: string): string {
  return decodeEntities(span.replace(/[a-z][\w+.-]*:\/\/[^\s)`'"<>]*/gi, ' '));
}

/** A command in inline code (`npx cap sync`), whose every word is typed; other spans with spaces are messages. */
const COMMAND =
  /^\s*(?:npx|npm|yarn|pnpm|cap|ionic|pod|git|adb|xcrun|xcodebuild|gradlew|\.\/gradlew|brew|node|cd|keytool|sudo|bundle|gem|java)\b/;

/** The facts of an inline code span: every token, or in a message (a span of words) only its names. */
function inlineTokens(span: string): string[] {
  const text = inlineText(span);
  const tokens = tokensOf(text);
  if (!/\s/.test(text.trim()) || COMMAND.test(text)) return tokens;
  return tokens.filter((t) => isNumber(t) || isNameLike(t) || /^--?\w/.test(t));
}

/** Commands: every word of them is what the reader types. */
const SHELL = /^(bash|sh|shell|zsh|console|powershell|cmd)$/;

/** Fence languages whose `#` starts a comment. */
const HASH_COMMENTS =
  /^(bash|sh|shell|zsh|console|ruby|rb|yaml|yml|properties|toml|python|py|ini|dotenv|gitignore|text|txt|plaintext|)$/;

const MARKUP = /^(xml|html|plist|jsx|tsx|vue|svg)$/;

/**
 * A code block with what is prose inside code removed (comments and string
 * literals containing spaces or non-ASCII text, like a message shown to the
 * user), keeping its line breaks.
 */
export function codeFacts(code: string, language: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  let text = code;
  if (language === 'diff') text = text.replace(/^[+-]/gm, ' ');
  text = text
    .replace(/[a-z][\w+.-]*:\/\/[^\s)`'"<>]*/gi, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  if (HASH_COMMENTS.test(language)) text = text.replace(/(^|\s)#.*$/gm, '$1');
  // A placeholder the reader replaces (`my-release-key.keystore`, `KEY-NAME`, `ALIAS` in a command).
  text = text.replace(/[\w.-]+/g, (word) =>
    isPlaceholder(word) || (SHELL.test(language) && /^[A-Z][A-Z_-]+(?:\.[a-z]+)?$/.test(word))
      ? ' '.repeat(word.length)
      : word,
  );
  // Text between tags is what the user reads (a usage description), not a name.
  if (MARKUP.test(language))
    text = text.replace(/>([^<>]*)</g, (all, inner: string) =>
      /\S\s+\S|[\u0080-\uffff]/.test(inner) ? `>${blank(inner)}<` : all,
    );
  return text.replace(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g, (all, _q, inner: string) =>
    /[\s\u0080-\uffff]/.test(inner) ? ' ' : all,
  );
}

/** Inline code spans of a line of prose, and the prose around them. */
function splitInline(line: string): { code: string[]; prose: string } {
  const code: string[] = [];
  const prose = line.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (_all, _ticks, inner: string) => {
    code.push(inner);
    return ' ';
  });
  return { code, prose };
}

export type PageLine = {
  /** 1-based line in the file. */
  line: number;
  kind: 'code' | 'prose';
  /** Code: the block's language; prose: '' */
  language: string;
  text: string;
};

/**
 * The page's lines after its front matter, each as prose or code, with
 * HTML comments and `:::translator-note` blocks (our own text) left out.
 */
export function pageLines(markdown: string): PageLine[] {
  const lines = markdown.split('\n');
  const out: PageLine[] = [];
  let i = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) i = end + 1;
  }
  let fence: { marker: string; language: string } | undefined;
  const admonitions: boolean[] = [];
  let inComment = false;
  for (; i < lines.length; i++) {
    const raw = lines[i];
    const marker = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(raw);
    const inNote = admonitions.includes(true);
    if (fence) {
      if (marker && marker[1][0] === fence.marker[0] && marker[1].length >= fence.marker.length)
        fence = undefined;
      else if (!inNote)
        out.push({ line: i + 1, kind: 'code', language: fence.language, text: raw });
      continue;
    }
    if (marker) {
      fence = { marker: marker[1], language: marker[2].toLowerCase() };
      continue;
    }
    const open = /^\s*:::+\s*([\w-]+)/.exec(raw);
    if (open) {
      admonitions.push(open[1] === 'translator-note');
      continue;
    }
    if (/^\s*:::+\s*$/.test(raw)) {
      admonitions.pop();
      continue;
    }
    if (inNote) continue;
    let text = raw;
    if (inComment) {
      const close = text.indexOf('-->');
      if (close < 0) continue;
      text = text.slice(close + 3);
      inComment = false;
    }
    text = text.replace(/<!--[\s\S]*?-->/g, ' ');
    const start = text.indexOf('<!--');
    if (start >= 0) {
      text = text.slice(0, start);
      inComment = true;
    }
    out.push({ line: i + 1, kind: 'prose', language: '', text });
  }
  return out;
}

/** Code lines of a page joined per block, so block comments spanning lines are seen whole. */
function codeLinesClean(lines: PageLine[]): Map<number, string> {
  const clean = new Map<number, string>();
  let block: PageLine[] = [];
  const flush = () => {
    if (block.length === 0) return;
    const text = codeFacts(block.map((l) => l.text).join('\n'), block[0].language).split('\n');
    block.forEach((l, k) => clean.set(l.line, text[k]));
    block = [];
  };
  lines.forEach((l, k) => {
    if (l.kind !== 'code') return flush();
    const previous = lines[k - 1];
    if (previous && (previous.kind !== 'code' || previous.line !== l.line - 1)) flush();
    block.push(l);
  });
  flush();
  return clean;
}

/** Numbers of code that state a version, level or size, rather than an example value. */
const VERSION_LINE =
  /version|sdk|api_?level|gradle|xcode|deployment_?target|platform|kotlin|swift-tools|node|@\d|:\d/i;

/** Example code's own names: what a reader's code would call differently. */
const EXAMPLE_NOISE = /^console\.\w+$/;

/**
 * Whether a token of code is a fact a reader relies on: in commands every
 * word; elsewhere names (camelCase, dotted, snake_case, packages; ordinary
 * words like `let` or `result` are not); versions (1.2.3) and numbers on a
 * line about versions or levels (`minSdkVersion = 23`), not example values.
 */
function isCodeFact(token: string, language: string, line: string): boolean {
  if (isNumber(token)) return /^v?\d+\.\d+\.\d+/.test(token) || VERSION_LINE.test(line);
  if (isPlaceholder(token)) return false;
  // A command line; other lines of a shell block are its output (a message).
  if (SHELL.test(language) && /^\s*(?:[$>]\s*)?(?:\.\/)?[a-z][\w.-]*(?:\s|$)/.test(line))
    return true;
  return isNameLike(token) && !EXAMPLE_NOISE.test(token);
}

/** Names that stand for the reader's own (`YOUR_API_KEY`, `myFile.jpg`, `com.example.app`): ours may localise them. */
export const isPlaceholder = (token: string) =>
  /(?:^|[._/@-])(?:[Yy]our|[Mm]y)(?=$|[._/@\-A-Z0-9]|domain|company|app|plugin|project)|(?:^|[._/@])(?:foo|bar|baz|FOO|BAR|BAZ)(?=$|[._/@])|(?:^|[._/@-])(?:example|sample|demo)(?=$|[._/@-])|YOUR_|_HERE\b/.test(
    token,
  );

const FILE =
  /\.(?:java|kt|kts|swift|m|h|mm|xml|json|json5|gradle|plist|ts|tsx|js|jsx|mjs|cjs|html|css|scss|md|mdx|properties|ya?ml|txt|png|jpe?g|gif|svg|webp|pdf|zip|aar|jar|xcworkspace|xcodeproj|xcconfig|xcframework|framework|entitlements|storyboard|podspec|lock|rb|sh|apk|aab|ipa|pem|p8|p12|keystore|jks|mp3|mp4|wav|db|sqlite|pro|toml|strings|env|log|csv)$/;
const PACKAGE_ROOT =
  /^(?:com|org|io|net|dev|androidx|android|java|javax|kotlin|kotlinx|google|app)\./;

/**
 * The member a dotted name of example code reads (`addMarker` of
 * `newMap.addMarker`): the receiver is the example's own variable. File
 * names and package or class paths stay whole.
 */
export function memberOf(token: string): string {
  if (isNumber(token) || !token.includes('.') || token.startsWith('@')) return token;
  if (FILE.test(token) || PACKAGE_ROOT.test(token)) return token;
  return token.slice(token.lastIndexOf('.') + 1);
}

/** A declared name, a member of one, or the file of one (`EchoPlugin.java` of `class EchoPlugin`). */
function isDeclared(declared: Set<string>, token: string): boolean {
  const member = memberOf(token);
  return declared.has(member) || (FILE.test(token) && declared.has(token.replace(FILE, '')));
}

/**
 * Names example code declares itself (`const showActions = …`, `class
 * EchoPlugin`, a method it defines): the example's choice, so the English
 * one's need not be ours (Echo → Greeter), and our prose may name ours.
 */
function declaredNames(lines: PageLine[]): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /\b(?:const|let|var|val|function|func|fun|class|interface|enum|struct|protocol|object|type|void)\s+([A-Za-z_]\w*)/g,
    /@objc\(([A-Za-z_]\w*)\)/g,
    // A typed field or variable of Java or Kotlin: `static final int IMAGE_REQUEST = 10052;`
    /\b(?:int|long|short|byte|boolean|double|float|char|String)\s+([A-Za-z_]\w*)\s*=/g,
    // A method of a class: `async showPlace(options) {`
    /^\s*(?:(?:public|private|protected|static|async|override)\s+)*([a-z_]\w*)\s*\([^()]*\)\s*(?::\s*[^{]+)?\{/gm,
  ];
  for (const l of lines)
    if (l.kind === 'code')
      for (const pattern of patterns)
        for (const m of l.text.matchAll(pattern))
          if (!/^(?:if|for|while|switch|catch|return|function)$/.test(m[1])) names.add(m[1]);
  return names;
}

const STRENGTH: Record<Need, number> = { never: 0, 'if-api': 1, always: 2 };

/**
 * The English page's facts, first occurrence of each token. Required on our
 * page (`always`): tokens of inline code, commands, the changed lines of a
 * diff, numbers of prose and version numbers of code, and names of example
 * code that the page's text names too. A name only example code uses (a
 * sample file's values, another plugin's event) is required when it is the
 * plugin's API (`if-api`, decided against the metadata). Name-like words of
 * prose, a diff's context and an example's declared names are only allowed
 * in our inline code (`never`).
 */
export function englishFacts(markdown: string): Fact[] {
  const lines = pageLines(markdown);
  const clean = codeLinesClean(lines);
  const facts = new Map<string, Fact>();
  const add = (token: string, line: number, need: Need) => {
    const known = facts.get(token);
    if (!known || STRENGTH[need] > STRENGTH[known.need]) facts.set(token, { token, line, need });
  };
  const declared = declaredNames(lines);
  const named = new Set<string>();
  const example: { token: string; line: number }[] = [];
  for (const l of lines) {
    if (l.kind === 'code') {
      const text = clean.get(l.line) ?? '';
      // A diff's context lines are not what the reader changes; ours may shorten them.
      const context = l.language === 'diff' && !/^[+-]/.test(l.text);
      for (const token of tokensOf(text)) {
        const t = memberOf(token);
        if (!isCodeFact(t, l.language, text)) continue;
        if (isDeclared(declared, t)) add(t, l.line, 'never');
        else if (context) add(t, l.line, 'never');
        else if (!SHELL.test(l.language) && l.language !== 'diff' && !isNumber(t))
          example.push({ token: t, line: l.line });
        else add(t, l.line, 'always');
      }
      continue;
    }
    const { code, prose } = splitInline(l.text.replace(/^\s*import\s.*$/, ''));
    for (const span of code)
      for (const t of inlineTokens(span)) {
        add(t, l.line, isDeclared(declared, t) ? 'never' : 'always');
        named.add(t);
      }
    for (const t of tokensOf(withoutMarkup(prose).replace(/^\s*(?:\d+[.)]|[-*+])\s/, ' ')))
      if (isNumber(t)) add(t, l.line, 'always');
      else if (isNameLike(t)) {
        add(t, l.line, 'never');
        named.add(t);
      }
  }
  for (const { token, line } of example) add(token, line, named.has(token) ? 'always' : 'if-api');
  return [...facts.values()].sort((a, b) => a.line - b.line);
}

/**
 * Lines of the plugin API reference upstream generates (`<docgen-api>`):
 * ours follows the plugin's API metadata there (checked by check:api), so
 * names the generator pulled in from elsewhere (DOM types) are not required.
 */
export function apiReferenceLines(markdown: string): { from: number; to: number } | undefined {
  const lines = markdown.split('\n');
  const from = lines.findIndex((l) => l.includes('<docgen-api>'));
  const to = lines.findIndex((l) => l.includes('</docgen-api>'));
  return from >= 0 && to > from ? { from: from + 1, to: to + 1 } : undefined;
}

/** Tools and platforms whose version or level a number beside them states. */
const TOOL =
  /(?<![\w.-])(?:Android Gradle Plugin|Android Studio(?: [A-Z][a-z]+)?|Node\.js|Node|iOS|iPadOS|macOS|watchOS|Android|Xcode|npm|Gradle|AGP|Kotlin|Java|JDK|Swift|CocoaPods|Capacitor|Cordova|API(?: ?(?:level|级别|等级))?|SDK|Ionic|Angular|React|Vue|TypeScript|Chrome|Safari|WebView|Electron|Ruby|Yarn|pnpm|minSdkVersion|targetSdkVersion|compileSdkVersion)\s*(?:版本\s*)?(v?\d+(?:\.\d+)*(?:\.x)?)(?![\w.]*\d)/g;

/** What our page must be checked for, and everything it names. */
export type OurFacts = {
  /** Tokens of inline code in prose and tables, and numbers beside a tool name, by line. */
  checked: OurFact[];
  /** Every token anywhere on the page (code, inline code, prose). */
  named: Set<string>;
  /** Tokens per line, for pointing a missing fact at the nearest line. */
  byLine: Map<number, Set<string>>;
  lineCount: number;
};

export function ourFacts(markdown: string): OurFacts {
  const lines = pageLines(markdown);
  const checked: OurFact[] = [];
  const named = new Set<string>();
  const byLine = new Map<number, Set<string>>();
  const declared = declaredNames(lines);
  for (const l of lines) {
    const inline = l.kind === 'code' ? undefined : splitInline(l.text);
    const tokens = inline
      ? [
          ...tokensOf(withoutMarkup(inline.prose)),
          ...inline.code.flatMap((c) => tokensOf(inlineText(c))),
        ]
      : tokensOf(l.language === 'diff' ? l.text.replace(/^[+-]/, ' ') : l.text);
    for (const t of tokens) {
      named.add(t);
      // `Capacitor.isNativePlatform` names `isNativePlatform` too.
      const parts = isNumber(t) ? [] : t.split('.');
      parts.forEach((_p, k) => named.add(parts.slice(k).join('.')));
    }
    byLine.set(l.line, new Set(tokens));
    if (l.kind === 'code') continue;
    const { code, prose } = inline!;
    for (const span of code)
      for (const token of tokensOf(inlineText(span)))
        if (isNameLike(token) && !isPlaceholder(token) && !isDeclared(declared, token))
          checked.push({ token, line: l.line });
    for (const m of withoutMarkup(prose).matchAll(TOOL))
      checked.push({ token: m[1].replace(/^v(\d+\.\d)/, '$1'), line: l.line });
  }
  return { checked, named, byLine, lineCount: markdown.split('\n').length };
}
