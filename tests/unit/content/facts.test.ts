import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { englishFacts, ourFacts } from '@site/tools/content/facts';
import { compareFacts, findingKind } from '@site/tools/content/factsCompare';
import { factProblems, factsDataProblems } from '@site/tools/content/factsCheck';
import { formatFacts, parseFacts, type EnglishFacts } from '@site/tools/content/factsFile';
import type { FactException } from '@site/tools/content/factExceptions';

const english = (markdown: string) => ({
  facts: englishFacts(markdown),
  lineCount: markdown.split('\n').length,
});
const compare = (en: string, zh: string, metadata: string[] = []) =>
  compareFacts(english(en), ourFacts(zh), new Set(metadata)).map((f) => ({
    kind: findingKind(f),
    token: f.token,
    line: f.line,
    englishLine: f.englishLine,
  }));

const errorTable = (codes: string[]) =>
  ['| Code | Description |', '| --- | --- |', ...codes.map((c) => `| \`${c}\` | x |`)].join('\n');

describe('facts check', () => {
  it('flags a wrong constant both ways, at our line and the English line', () => {
    const en = `# Errors\n\n${errorTable(['LLM_NOT_READY', 'LLM_MISSING_PARAMETER', 'LLM_UNKNOWN'])}\n`;
    const zh = `# 错误\n\n${errorTable(['LLM_NOT_READY', 'LLM_INVALID_ARGUMENT', 'LLM_UNKNOWN'])}\n`;
    expect(compare(en, zh)).toEqual([
      {
        kind: 'missing identifier',
        token: 'LLM_MISSING_PARAMETER',
        line: 6,
        englishLine: 6,
      },
      { kind: 'extra identifier', token: 'LLM_INVALID_ARGUMENT', line: 6, englishLine: 6 },
    ]);
  });

  it('flags a wrong version number beside a tool name', () => {
    const en = 'Capacitor 8 requires Xcode 26.0+ and Android Studio 2025.2.1.\n';
    const zh = 'Capacitor 8 需要 Xcode 16.0+ 和 Android Studio 2025.2.1。\n';
    expect(compare(en, zh)).toEqual([
      { kind: 'missing number', token: '26.0', line: 1, englishLine: 1 },
      { kind: 'extra number', token: '16.0', line: 1, englishLine: 1 },
    ]);
  });

  it('flags a wrong option name in our prose that the API metadata does not have either', () => {
    const en = 'Set `presentationStyle` to `popover`.\n';
    expect(compare(en, '把 `presentationStyle` 设为 `popover`。\n')).toEqual([]);
    expect(
      compare(en, '把 `presentationStyle` 设为 `popover`，或者设置 `toolbarColor`。\n'),
    ).toEqual([{ kind: 'extra identifier', token: 'toolbarColor', line: 1, englishLine: 1 }]);
    expect(
      compare(en, '把 `presentationStyle` 设为 `popover`，或者设置 `toolbarColor`。\n', [
        'toolbarColor',
      ]),
    ).toEqual([]);
  });

  it('requires commands, config keys and a diff’s changed lines, not its context', () => {
    const en = [
      '```bash',
      'npx cap sync android',
      '```',
      '```diff',
      ' distributionBase=GRADLE_USER_HOME',
      '-distributionUrl=gradle-8.2.1-all.zip',
      '+distributionUrl=gradle-8.11.1-all.zip',
      '```',
    ].join('\n');
    const zh =
      '```bash\nnpx cap sync ios\n```\n```diff\n+distributionUrl=gradle-8.11.1-all.zip\n```\n';
    expect(compare(en, zh).map((f) => f.token)).toEqual(['android', '8.2.1']);
  });

  it('ignores what is prose inside code: comments, messages and the example’s own names', () => {
    const en = [
      '```typescript',
      "import { Toast } from '@capacitor/toast';",
      '// Show the message for a short while',
      'const showHelloToast = async () => {',
      "  await Toast.show({ text: 'Hello there!' });",
      '  console.log(networkStatus);',
      '};',
      '```',
    ].join('\n');
    const zh = [
      '```typescript',
      "import { Toast } from '@capacitor/toast';",
      '// 短暂显示一条提示',
      'const greet = async () => {',
      "  await Toast.show({ text: '你好！' });",
      '};',
      '```',
    ].join('\n');
    expect(compare(en, zh)).toEqual([]);
    // A name only the example uses is required when it is the plugin's API.
    expect(compare(en, zh, ['networkStatus']).map((f) => f.token)).toEqual(['networkStatus']);
  });

  it('skips translator notes both ways', () => {
    const en = 'Requires iOS 14.\n';
    const zh = [
      '需要 iOS 14。',
      '',
      ':::translator-note',
      '实际上 `Keychain` 在 iOS 13 也可用。',
      ':::',
    ].join('\n');
    expect(compare(en, zh)).toEqual([]);
    // A fact only a translator note names is missing from the page itself.
    expect(compare(en, ':::translator-note\n需要 iOS 14。\n:::\n').map((f) => f.token)).toEqual([
      '14',
    ]);
  });

  it('lets an example rename what it declares, not the API it calls', () => {
    const en = [
      'Create `EchoPlugin.java` and mark each method with `@PluginMethod`:',
      '',
      '```java',
      'public class EchoPlugin extends Plugin {',
      '  static final int IMAGE_REQUEST = 10052;',
      '  @PluginMethod',
      '  public void echo(PluginCall call) { call.resolve(); }',
      '}',
      '```',
    ].join('\n');
    const zh = [
      '创建 `GreeterPlugin.java`，并给每个方法加上 `@PluginMethod`：',
      '',
      '```java',
      'public class GreeterPlugin extends Plugin {',
      '  @PluginMethod',
      '  public void greet(PluginCall call) { call.resolve(); }',
      '}',
      '```',
    ].join('\n');
    expect(compare(en, zh)).toEqual([]);
    // The API the page teaches is still required.
    expect(compare(en, zh.replaceAll('PluginMethod', 'Method')).map((f) => f.token)).toEqual([
      'PluginMethod',
    ]);
  });

  it('reads inline code literally and a message in it by its names only', () => {
    const en =
      'Set it on `&lt;application&gt;`. The error is `Uncaught: Echo does not have web implementation`.\n';
    expect(
      compare(
        en,
        '在 `<application>` 上设置。错误信息是 `Uncaught: Echo does not have web implementation`。\n',
      ),
    ).toEqual([]);
    expect(
      compare(en, '在 `<activity>` 上设置。错误信息是“未实现”（`Uncaught`、`Echo`）。\n').map(
        (f) => f.token,
      ),
    ).toEqual(['application']);
  });

  it('in the generated API reference, requires what the plugin metadata has', () => {
    const en = [
      '<docgen-api>',
      '| `referrerPolicy` | `ReferrerPolicy` |',
      '| `presentationStyle` | `string` |',
      '</docgen-api>',
    ].join('\n');
    const page = { facts: englishFacts(en), lineCount: 4, api: { from: 1, to: 4 } };
    const findings = compareFacts(
      page,
      ourFacts('| `string` |\n'),
      new Set(['presentationStyle', 'string']),
    );
    expect(findings.map((f) => f.token)).toEqual(['presentationStyle']);
  });

  it('writes and reads the committed facts without losing what each fact requires', () => {
    const facts = englishFacts(
      'Use `getPhoto` on Android 14.\n\n```ts\nconst photo = await Camera.pickImages();\n```\n',
    );
    const pages = new Map<string, EnglishFacts>([
      ['apis/camera.md', { blob: 'a'.repeat(40), lineCount: 7, facts, api: { from: 3, to: 5 } }],
    ]);
    const text = formatFacts('v9', pages);
    expect(text).not.toMatch(/\bUse\b/);
    expect(parseFacts(text, 'v9.txt')).toEqual(pages);
  });
});

describe('factProblems', () => {
  let siteDir: string;
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  const setUp = (en: string) => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'));
    const blob = 'b'.repeat(40);
    const pages = new Map<string, EnglishFacts>([
      ['apis/demo.md', { blob, lineCount: en.split('\n').length, facts: englishFacts(en) }],
    ]);
    fs.mkdirSync(path.join(siteDir, 'upstream-facts'));
    fs.writeFileSync(path.join(siteDir, 'upstream-facts', 'v9.txt'), formatFacts('v9', pages));
    return blob;
  };
  const page = (blob: string, body: string, extra = '') =>
    `---\ntitle: 演示\n${extra}upstream:\n  path: docs/apis/demo.md\n  commit: 'b5f9b9ae'\n  blob: '${blob}'\n---\n\n${body}\n`;
  const exception = (kind: FactException['kind'], token: string, line: string): FactException => ({
    name: 'demo',
    versions: ['v9'],
    pages: ['apis/demo.md'],
    kind,
    tokens: [token],
    lines: [line],
    reason: 'test',
    source: 'test',
  });

  it('reports file lines with the English line beside them, less the reviewed exceptions', () => {
    const blob = setUp(errorTable(['LLM_MISSING_PARAMETER']));
    const text = page(blob, errorTable(['LLM_INVALID_ARGUMENT']));
    const all = factProblems(siteDir, 'docs/apis/demo.md', text, []);
    expect(all).toHaveLength(2);
    const missing = all.find((p) => /missing identifier `LLM_MISSING_PARAMETER`/.test(p.message));
    expect(missing?.message).toContain('docs/apis/demo.md:3 [LLM_MISSING_PARAMETER]');
    expect(all.find((p) => /extra identifier `LLM_INVALID_ARGUMENT`/.test(p.message))?.line).toBe(
      11,
    );
    // An exception for one direction does not accept the other.
    const some = factProblems(siteDir, 'docs/apis/demo.md', text, [
      exception('missing', 'LLM_MISSING_PARAMETER', '| `LLM_INVALID_ARGUMENT` |'),
    ]);
    expect(some).toHaveLength(1);
    expect(some[0].message).toMatch(/extra identifier `LLM_INVALID_ARGUMENT`/);
    // An exception that matches nothing is itself a problem, named with its file and line.
    const stale = factProblems(
      siteDir,
      'docs/apis/demo.md',
      page(blob, errorTable(['LLM_MISSING_PARAMETER'])),
      [
        {
          ...exception('missing', 'LLM_MISSING_PARAMETER', '| `LLM_MISSING_PARAMETER` |'),
          at: 'x.json:7',
        },
      ],
    );
    expect(stale.map((p) => p.message)).toEqual([
      'facts: exception "demo" (x.json:7): no missing finding of `LLM_MISSING_PARAMETER` on this page: remove this version, page or token from it',
    ]);
  });

  it('excuses an extra token only on the lines it names', () => {
    const blob = setUp(errorTable(['LLM_NOT_READY']));
    const text = page(
      blob,
      `${errorTable(['LLM_NOT_READY', 'LLM_BUSY'])}\n\n引擎忙时返回 \`LLM_BUSY\`。\n`,
    );
    const problems = factProblems(siteDir, 'docs/apis/demo.md', text, [
      exception('extra', 'LLM_BUSY', '引擎忙时返回 `LLM_BUSY`'),
    ]);
    // The table row is not the line the exception names.
    expect(
      problems.map((p) => [p.line, /^facts: extra identifier `LLM_BUSY`/.test(p.message)]),
    ).toEqual([[12, true]]);
  });

  it('excuses a missing token only while the lines that stand for it are on the page', () => {
    const blob = setUp(errorTable(['LLM_NOT_READY', 'LLM_GONE']));
    const ours = (row: string) => page(blob, `${errorTable(['LLM_NOT_READY'])}\n\n${row}\n`);
    const e = exception('missing', 'LLM_GONE', '插件 2.0 起不再返回');
    expect(
      factProblems(siteDir, 'docs/apis/demo.md', ours('插件 2.0 起不再返回这个错误。'), [e]),
    ).toEqual([]);
    const changed = factProblems(
      siteDir,
      'docs/apis/demo.md',
      ours('插件 3.0 起不再返回这个错误。'),
      [e],
    );
    expect(changed.map((p) => p.message)).toEqual([
      expect.stringMatching(/^facts: missing identifier `LLM_GONE`/),
      'facts: exception "demo" (given): its line “插件 2.0 起不再返回” is not on this page: update or remove it',
    ]);
  });

  it('applies an exception to the versions and pages it names', () => {
    const blob = setUp(errorTable(['LLM_GONE']));
    const text = page(blob, '没有错误码。');
    const e = (versions: string[], pages: string[]) => ({
      ...exception('missing', 'LLM_GONE', '没有错误码'),
      versions,
      pages,
    });
    const check = (x: FactException) => factProblems(siteDir, 'docs/apis/demo.md', text, [x]);
    expect(check(e(['v7+'], ['apis/*.md']))).toEqual([]);
    expect(check(e(['v3-v9'], ['{apis,main}/demo.md']))).toEqual([]);
    expect(check(e(['v3-v8'], ['apis/demo.md']))).toHaveLength(1);
    expect(check(e(['v9'], ['main/**/demo.md']))).toHaveLength(1);
  });

  it('asks for new facts when the record names another English blob', () => {
    setUp('Android 14');
    const problems = factProblems(siteDir, 'docs/apis/demo.md', page('c'.repeat(40), '安卓'), []);
    expect(problems[0].message).toMatch(/npm run upstream:facts/);
  });

  it('skips a page of our own', () => {
    const blob = setUp('Android 14');
    expect(
      factProblems(siteDir, 'docs/apis/demo.md', page(blob, '安卓 13', 'origin: ours\n'), []),
    ).toEqual([]);
  });
});

describe('factsDataProblems', () => {
  let siteDir: string;
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('reports facts of pages a version no longer translates, and exceptions for pages it lacks', () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-data-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), text);
    };
    const blob = 'b'.repeat(40);
    const record = `upstream:\n  path: docs/x.md\n  commit: 'b5f9b9ae'\n  blob: '${blob}'\n`;
    write('versions.json', '[]');
    write('docs/apis/camera.md', `---\ntitle: 相机\n${record}---\n\n正文\n`);
    write('docs/main/deps.md', `---\ntitle: 依赖\norigin: ours\n---\n\n正文\n`);
    const facts = (source: string): [string, EnglishFacts] => [
      source,
      { blob, lineCount: 3, facts: [] },
    ];
    write(
      'upstream-facts/v9.txt',
      formatFacts(
        'v9',
        new Map([facts('apis/camera.md'), facts('apis/watch.md'), facts('main/deps.md')]),
      ),
    );
    const exception: FactException = {
      name: 'gone',
      versions: ['v9'],
      pages: ['apis/{camera,watch}.md', 'apis/watch.md'],
      kind: 'extra',
      tokens: ['x'],
      lines: ['xxxxxxxx'],
      reason: 'test',
      source: 'test',
      at: 'upstream-facts/exceptions.json:12',
    };
    expect(factsDataProblems(siteDir, [exception])).toEqual([
      {
        file: 'upstream-facts/v9.txt',
        line: 4,
        message:
          'facts of apis/watch.md, a page v9 does not translate from English (no such file): run `npm run upstream:facts -- <clone>` (see CONTRIBUTING.md)',
      },
      {
        file: 'upstream-facts/v9.txt',
        line: 5,
        message:
          'facts of main/deps.md, a page v9 does not translate from English (origin: ours): run `npm run upstream:facts -- <clone>` (see CONTRIBUTING.md)',
      },
      {
        file: 'upstream-facts/exceptions.json',
        line: 12,
        message:
          'exception "gone": v9 has no page apis/watch.md: remove the version or page from it',
      },
    ]);
  });
});
