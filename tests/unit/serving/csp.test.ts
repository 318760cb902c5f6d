import { describe, expect, it } from 'vitest';
import { assertRenderedInOrder, contentSecurityPolicy, pageSources } from '@site/src/serving/csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('pageSources: frames', () => {
  it('takes the origins of iframes', () => {
    const html = '<p><iframe src="https://www.youtube.com/embed/x" title="t"></iframe></p>';
    expect(pageSources(html).frames).toEqual(['https://www.youtube.com']);
  });

  it('takes the origin of the frame a click-to-load video poster announces', () => {
    const html =
      '<figure class="v" data-frame-src="https://www.youtube-nocookie.com"><div><button type="button">播放</button></div></figure>';
    expect(pageSources(html).frames).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('reads the attribute unquoted, as the minified pages write it', () => {
    const html =
      '<figure class=v data-frame-src=https://www.youtube-nocookie.com><div></div></figure>';
    expect(pageSources(html).frames).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('ignores the attribute written as text, and relative frames', () => {
    const html =
      '<code>&lt;figure data-frame-src="https://evil.example"&gt;</code><iframe src="/docs/x"></iframe>';
    expect(pageSources(html).frames).toEqual([]);
  });
});

describe('contentSecurityPolicy: frame-src', () => {
  const build = { scripts: [], styles: [], frames: [], images: [] };

  it('is none when nothing is framed', () => {
    expect(
      directive(contentSecurityPolicy({ build, googleTagManager: false }), 'frame-src'),
    ).toEqual(["'none'"]);
  });

  it('allows the video player host a page announces, beside Tag Manager', () => {
    const frames = pageSources(
      '<figure data-frame-src="https://www.youtube-nocookie.com"></figure>',
    ).frames;
    const policy = contentSecurityPolicy({ build: { ...build, frames }, googleTagManager: true });
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.googletagmanager.com',
      'https://www.youtube-nocookie.com',
    ]);
  });
});

describe('assertRenderedInOrder', () => {
  it('passes a page rendered in one piece, Suspense boundaries inline', () => {
    expect(() =>
      assertRenderedInOrder('<div><!--$--><pre>code</pre><!--/$--></div>', 'build/a.html'),
    ).not.toThrow();
  });

  it('names a page React streamed out of order, minified or not', () => {
    for (const html of [
      '<div><!--$?--><template id=B:0></template><!--/$--></div><div hidden id=S:0>…</div><script>$RC("B:0","S:0")</script>',
      '<!--$?--><template id="B:3"></template><!--/$-->',
    ])
      expect(() => assertRenderedInOrder(html, 'build/apis/camera/index.html')).toThrow(
        /build\/apis\/camera\/index\.html: React streamed part of this page out of order/,
      );
  });
});
