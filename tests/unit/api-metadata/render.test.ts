import { describe, expect, it } from 'vitest';
import { methodHeading, renderApiReference, slugify } from '@site/tools/api-metadata/render';
import { apiMetadata as metadata } from '../helpers/fixtures';

describe('API reference skeleton and check', () => {
  it('uses the English site anchors', () => {
    expect(slugify("addListener('appStateChange', ...)")).toBe('addlistenerappstatechange-');
    expect(slugify('getPhoto(...)')).toBe('getphoto');
  });

  it('leaves out default and version columns no row fills, and links every declared type', () => {
    const browser = renderApiReference(metadata('inappbrowser'));
    const webViewOptions = browser.slice(browser.indexOf('#### WebViewOptions'));
    expect(webViewOptions).toMatch(/^\| 属性 \| 类型 \| 说明 \|$/m);
    expect(browser).toContain('<code><a href="#ioswebviewoptions">iOSWebViewOptions</a></code>');

    const camera = renderApiReference(metadata('camera'));
    const imageOptions = camera.slice(camera.indexOf('#### ImageOptions'));
    expect(imageOptions).toMatch(/^\| 属性 \| 类型 \| 说明 \| 默认值 \| 起始版本 \|$/m);
  });

  it("numbers a type's heading id that repeats a section's, like the English site", () => {
    const runner = renderApiReference(metadata('background-runner'));
    expect(runner).toContain('## API {#api}');
    expect(runner).toContain('#### API {#api-1}');
    expect(runner).toContain('<a href="#api-1">API</a>[]');
  });

  it('heads listeners by their event names, unions included, like the English site', () => {
    const browser = metadata('inappbrowser');
    const headings = browser.methods.filter((m) => m.name === 'addListener').map(methodHeading);
    expect(headings).toContain("addListener('browserClosed' | 'browserPageLoaded', ...)");
    expect(headings).toContain("addListener('browserPageNavigationCompleted', ...)");
  });
});
