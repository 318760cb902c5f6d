import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, MarkerError } from '../../../tools/examples/blocks';
import { compileBlocks, type PageBlock } from '../../../tools/examples/compile';
import { formatProblems } from '../../../tools/examples/check';

/** A package set of one fake plugin, laid out as npm installs it. */
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));
  const pkg = path.join(root, 'node_modules/@capacitor/camera');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    '{"name":"@capacitor/camera","types":"index.d.ts"}',
  );
  fs.writeFileSync(
    path.join(pkg, 'index.d.ts'),
    [
      'export interface TakePhotoOptions {',
      '  quality?: number;',
      '}',
      'export interface CameraPlugin {',
      '  takePhoto(options: TakePhotoOptions): Promise<{ webPath?: string }>;',
      '}',
      'export declare const Camera: CameraPlugin;',
    ].join('\n'),
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const page = (...blocks: string[]) => ['# 相机', '', ...blocks.flatMap((b) => [b, ''])].join('\n');
const compile = (text: string, declarations = '') =>
  compileBlocks(
    root,
    codeBlocks(text, 'docs/apis/camera.md').map((block, index): PageBlock => ({
      page: 'docs/apis/camera.md',
      index,
      block,
    })),
    new Map(),
    declarations,
  );

const GOOD =
  "```typescript\nimport { Camera } from '@capacitor/camera';\n\nconst shot = await Camera.takePhoto({ quality: 80 });\n```";

describe('the example check', { timeout: 60_000 }, () => {
  it('compiles a correct block alone', () => {
    expect(compile(page(GOOD)).map((r) => r.outcome)).toEqual(['alone']);
  });

  it('fails a renamed method with the page line and the package declaration', () => {
    const [result] = compile(page(GOOD.replace('takePhoto(', 'takePicture(')));
    expect(result.outcome).toBe('failed');
    const [message] = formatProblems(result);
    expect(message).toContain(
      "docs/apis/camera.md:6: Property 'takePicture' does not exist on type 'CameraPlugin'",
    );
    expect(message).toContain('declared in @capacitor/camera/index.d.ts:4');
    expect(message).toContain(
      'takePhoto(options: TakePhotoOptions): Promise<{ webPath?: string }>;',
    );
  });

  it('fails a misspelled option with the options interface', () => {
    const [result] = compile(page(GOOD.replace('quality:', 'qualty:')));
    expect(formatProblems(result)[0]).toContain(
      "'qualty' does not exist in type 'TakePhotoOptions'",
    );
    expect(formatProblems(result)[0]).toContain('declared in @capacitor/camera/index.d.ts:1');
  });

  it('reports semantic errors beside syntax errors', () => {
    const [result] = compile(
      page(GOOD.replace('quality: 80', 'quality: 80,,').replace('takePhoto(', 'takePicture(')),
    );
    const messages = result.problems.map((p) => p.message).join('\n');
    expect(messages).toContain('Property assignment expected');
    expect(messages).toContain('takePicture');
  });

  it('compiles a block after the page’s earlier blocks when it fails alone', () => {
    const later = '```typescript\nconsole.log(shot.webPath);\n```';
    expect(compile(page(GOOD, later)).map((r) => r.outcome)).toEqual(['alone', 'page']);
  });

  it('compiles a fragment with the page’s imports and the reader’s declarations, and fails it when wrong', () => {
    const first = '```typescript\nconsole.log("start");\n```';
    const fragment = (call: string) =>
      `\`\`\`typescript example=fragment "uses the app's preview"\nconst s = await Camera.${call}({});\npreview(s.webPath);\n\`\`\``;
    const declarations = 'declare function preview(src: string | undefined): void;';
    expect(compile(page(first, fragment('takePhoto'), GOOD), declarations)[1].outcome).toBe(
      'marked',
    );
    expect(compile(page(first, fragment('takePicture'), GOOD), declarations)[1].outcome).toBe(
      'failed',
    );
  });

  it('reports a marker on a block that compiles as stale', () => {
    const marked = GOOD.replace('```typescript', '```typescript example=excerpt "not needed"');
    const [result] = compile(page(marked));
    expect(result.outcome).toBe('stale-marker');
    expect(formatProblems(result)[0]).toContain('drop the marker');
  });

  it('rejects a marker without a reason or of an unknown kind', () => {
    expect(() => codeBlocks('```ts example=fragment\nx\n```', 'a.md')).toThrow(MarkerError);
    expect(() => codeBlocks('```ts example=skip "why"\nx\n```', 'a.md')).toThrow(
      /a.md:1: unknown example marker/,
    );
  });

  it('reads blocks inside lists and quotes with their page lines', () => {
    const blocks = codeBlocks(
      'intro\n\n1. step\n\n   ```ts title="capacitor.config.ts"\n   const a = 1;\n   ```\n\n> ```tsx\n> const b = 2;\n> ```\n',
    );
    expect(blocks.map((b) => [b.language, b.firstLine, b.code, b.title])).toEqual([
      ['ts', 6, 'const a = 1;', 'capacitor.config.ts'],
      ['tsx', 10, 'const b = 2;', undefined],
    ]);
  });
});
