import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(__dirname, '../../i18n/zh-Hans');
// Proper names and pure placeholders that stay as they are in Chinese.
const UNTRANSLATED =
  /^(Twitter|Discord|GitHub|Capacitor|iOS|Android|Web\/PWA|v\d+|\{authorName\}：\{nPosts\})$/;

const files = fs
  .readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'));

describe('zh-Hans translation files', () => {
  it('exist for the theme, navbar, footer and docs', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'code.json',
        'docusaurus-theme-classic/navbar.json',
        'docusaurus-theme-classic/footer.json',
        'docusaurus-plugin-content-docs/version-v7.json',
      ]),
    );
  });

  it.each(files)('%s has every message in Chinese', (file) => {
    const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      { message: string }
    >;
    const english = Object.entries(messages)
      .filter(([, { message }]) => !/[\u4e00-\u9fff]/.test(message) && !UNTRANSLATED.test(message))
      .map(([key, { message }]) => `${key}: ${message}`);
    expect(english).toEqual([]);
  });

  it('covers the error and status texts the site shows', () => {
    const code = JSON.parse(fs.readFileSync(path.join(dir, 'code.json'), 'utf8')) as Record<
      string,
      { message: string }
    >;
    for (const id of [
      'theme.Image.notFound',
      'theme.Loading.loadError',
      'theme.Loading.retry',
      'theme.Loading.loading',
      'theme.Loading.offline',
      'theme.ErrorPageContent.title',
      'theme.ErrorPageContent.tryAgain',
      'theme.NotFound.title',
      'theme.SearchPage.noResultsText',
      'theme.SearchModal.errorScreen.titleText',
      'theme.SearchModal.errorScreen.helpText',
    ]) {
      expect(code[id]?.message, id).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
