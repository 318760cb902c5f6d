import { describe, expect, it } from 'vitest';
import {
  assetFileOfUrl,
  firstLoad,
  htmlAssetUrls,
  htmlFilesOfRoute,
  mainBundle,
} from '../../../tools/bench/firstLoad';
import { tempTree } from '../helpers/fixtures';

/** Minified HTML as Docusaurus writes it: unquoted attributes, inline scripts, image preloads. */
const HTML = `<!doctype html><html><head>
<link data-rh=true rel=icon href=/docs/img/favicon.svg />
<script data-rh=true type=application/ld+json>{"a":"<link rel=stylesheet href=/docs/no.css>"}</script>
<link rel=preconnect href=https://www.googletagmanager.com>
<script>window.dataLayer=[]</script>
<link rel=stylesheet href=/docs/assets/css/styles.1.css />
<script src=/docs/assets/js/runtime~main.2.js defer></script>
<script src="/docs/assets/js/main.3.js" defer></script>
<link rel="preload" as="script" href="/docs/assets/js/route.4.js">
<link rel=preload as=image href=/docs/img/logo.svg />
<script async src="https://www.googletagmanager.com/gtm.js?id=X"></script>
</head><body></body></html>`;

describe('htmlAssetUrls', () => {
  it('lists script sources, stylesheets and script/style preloads, in order, once each', () => {
    expect(htmlAssetUrls(HTML)).toEqual([
      '/docs/assets/css/styles.1.css',
      '/docs/assets/js/runtime~main.2.js',
      '/docs/assets/js/main.3.js',
      '/docs/assets/js/route.4.js',
      'https://www.googletagmanager.com/gtm.js?id=X',
    ]);
    expect(htmlAssetUrls(`${HTML}<script src=/docs/assets/js/main.3.js></script>`)).toHaveLength(5);
    expect(htmlAssetUrls('<link rel=modulepreload href=/docs/m.js>')).toEqual(['/docs/m.js']);
  });
});

describe('assetFileOfUrl', () => {
  it('maps the site’s URLs, absolute or not, to build files', () => {
    expect(assetFileOfUrl('/docs/assets/js/main.3.js')).toBe('assets/js/main.3.js');
    expect(assetFileOfUrl('http://127.0.0.1:8080/docs/assets/js/a%7Eb.js?x')).toBe(
      'assets/js/a~b.js',
    );
    expect(assetFileOfUrl('assets/css/s.css')).toBe('assets/css/s.css');
  });

  it('ignores other sites and paths outside /docs/', () => {
    expect(assetFileOfUrl('https://www.googletagmanager.com/gtm.js')).toBeUndefined();
    expect(assetFileOfUrl('/other/a.js')).toBeUndefined();
    expect(assetFileOfUrl('data:text/javascript,1')).toBeUndefined();
  });
});

describe('htmlFilesOfRoute', () => {
  it('names the page’s index.html (or .html file) in the build', () => {
    expect(htmlFilesOfRoute('/docs/')).toEqual(['index.html']);
    expect(htmlFilesOfRoute('/docs')).toEqual(['index.html']);
    expect(htmlFilesOfRoute('/docs/v6/apis/camera')).toEqual([
      'v6/apis/camera/index.html',
      'v6/apis/camera.html',
    ]);
    expect(() => htmlFilesOfRoute('/blog/x')).toThrow(/not under/);
  });
});

describe('firstLoad', () => {
  const build = () =>
    tempTree(
      {
        'apis/camera/index.html': HTML,
        'index.html': HTML,
        'assets/css/styles.1.css': 'body{color:red}'.repeat(50),
        'assets/js/runtime~main.2.js': 'r'.repeat(100),
        'assets/js/main.3.js': 'console.log(1);'.repeat(400),
        'assets/js/route.4.js': 'x',
        'assets/js/chunk.5.js': 'export const y = 2;'.repeat(30),
      },
      'bench-',
    );

  it('adds the chunks loaded before hydration to the HTML’s assets, largest first', () => {
    const result = firstLoad(build(), '/docs/apis/camera', [
      'http://127.0.0.1:1/docs/assets/js/main.3.js',
      'http://127.0.0.1:1/docs/img/logo.svg',
      'https://www.googletagmanager.com/gtm.js?id=X',
      'http://127.0.0.1:1/docs/assets/js/chunk.5.js',
    ]);
    expect(result.fromHtml).toBe(4);
    expect(result.files.map((f) => f.file).sort()).toEqual([
      'assets/css/styles.1.css',
      'assets/js/chunk.5.js',
      'assets/js/main.3.js',
      'assets/js/route.4.js',
      'assets/js/runtime~main.2.js',
    ]);
    const gzips = result.files.map((f) => f.gzip);
    expect(gzips).toEqual([...gzips].sort((a, b) => b - a));
    expect(result.raw).toBe(750 + 100 + 6000 + 1 + 570);
    expect(result.gzip).toBe(gzips.reduce((a, b) => a + b, 0));
  });

  it('fails for a page the build does not have', () => {
    expect(() => firstLoad(build(), '/docs/nope', [])).toThrow(/no page/);
  });

  it('finds main.js through the home page', () => {
    expect(mainBundle(build())).toMatchObject({ file: 'assets/js/main.3.js', raw: 6000 });
  });
});
