import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  decodeEntities,
  rawTextElements,
  startTags,
  withoutAssetAddresses,
} from '@site/src/lib/html';

describe('decodeEntities', () => {
  it('decodes named and numeric references once, and leaves unknown ones', () => {
    expect(decodeEntities('&lt;a&gt; &amp; &#39;b&#x27; &quot;c&quot; &#124; &unknown;')).toBe(
      `<a> & 'b' "c" | &unknown;`,
    );
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });
});

describe('startTags and attributesOf', () => {
  it('reads quoted, unquoted and bare attributes of minified HTML, values decoded', () => {
    expect(
      startTags(
        '<h2 class="anchor x" id=error-apk data-search-keywords=A&amp;B hidden>错误</h2><p id="p">',
        'h[1-6]',
      ),
    ).toEqual([
      {
        name: 'h2',
        attributes: {
          class: 'anchor x',
          id: 'error-apk',
          'data-search-keywords': 'A&B',
          hidden: '',
        },
      },
    ]);
    expect(startTags('<a href=/docs/x>x</a><abbr title=t>').map((t) => t.name)).toEqual([
      'a',
      'abbr',
    ]);
    expect(attributesOf(` src='y' ALT="z"/`)).toEqual({ src: 'y', alt: 'z' });
  });

  it('skips comments and the text of scripts and styles, and reads a `>` in a quoted value', () => {
    const html = `<!-- <link rel=x> --><script type=application/ld+json>{"a":"<link rel=stylesheet href=/no.css>"}</script>
<style>a[title="<link>"]{}</style><meta content="a > b" name=x><link rel=stylesheet href=/yes.css>`;
    expect(startTags(html, 'script|link|meta|style')).toEqual([
      { name: 'script', attributes: { type: 'application/ld+json' } },
      { name: 'style', attributes: {} },
      { name: 'meta', attributes: { content: 'a > b', name: 'x' } },
      { name: 'link', attributes: { rel: 'stylesheet', href: '/yes.css' } },
    ]);
  });
});

describe('rawTextElements', () => {
  it('gives each script its attributes and its text as written', () => {
    expect(
      rawTextElements(
        '<script type=module>a&amp;&lt;b</script><script src="x.js"></script>',
        'script',
      ),
    ).toEqual([
      { attributes: { type: 'module' }, text: 'a&amp;&lt;b' },
      { attributes: { src: 'x.js' }, text: '' },
    ]);
  });
});

describe('withoutAssetAddresses', () => {
  it('leaves out the addresses of hashed assets and keeps everything else', () => {
    expect(
      withoutAssetAddresses(
        '<script src="/docs/assets/js/main.1a.js" defer></script><link href=/docs/assets/css/styles.2b.css><p>正文 /docs/apis/camera</p>',
        '/docs/assets/',
      ),
    ).toBe('<script src="" defer></script><link href=><p>正文 /docs/apis/camera</p>');
  });
});
