import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_URL, siteUrlOf } from '@site/src/serving/siteUrl';

describe('the site address (SITE_URL)', () => {
  it('takes an http(s) origin, without its slash', () => {
    expect(siteUrlOf('https://docs.example.cn')).toEqual({
      url: 'https://docs.example.cn',
      fromEnv: true,
    });
    expect(siteUrlOf('http://127.0.0.1:9000/')).toEqual({
      url: 'http://127.0.0.1:9000',
      fromEnv: true,
    });
  });

  it('falls back to the address npm run serve:prod serves', () => {
    expect(siteUrlOf(undefined)).toEqual({ url: LOCAL_SITE_URL, fromEnv: false });
    expect(siteUrlOf('')).toEqual({ url: 'http://127.0.0.1:8080', fromEnv: false });
  });

  it('refuses a path, a query or something that is not an address, saying what it needs', () => {
    expect(() => siteUrlOf('https://example.cn/docs')).toThrow(/no path/);
    expect(() => siteUrlOf('ftp://example.cn')).toThrow(/http\(s\)/);
    expect(() => siteUrlOf('docs.example.cn')).toThrow(/not an address/);
  });
});
