import { describe, expect, it } from 'vitest';
import {
  accessDateProblem,
  attributesOf,
  isDue,
  needsAccessDate,
  pageSources,
  recheckBefore,
} from '@site/src/remark/sourceDates';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('which sources need an access date', () => {
  it('asks it of web pages that can change, not of package files at a version or files at a commit', () => {
    expect(needsAccessDate('https://developer.android.com/tools/sdkmanager')).toBe(true);
    expect(needsAccessDate('https://cloud.tencent.com/document/product/548/36657')).toBe(true);
    expect(needsAccessDate('https://unpkg.com/@capacitor/cli@8.5.2/dist/tasks/add.js')).toBe(false);
    expect(needsAccessDate('https://unpkg.com/@capacitor/cli/dist/tasks/add.js')).toBe(true);
    expect(
      needsAccessDate(
        'https://github.com/angular/angular-cli/commit/49f07a84d6f6120388d9fc48a2514d3398986e49',
      ),
    ).toBe(false);
    expect(needsAccessDate('https://github.com/jpush/jpush-phonegap-plugin')).toBe(true);
    expect(needsAccessDate('../china/mirrors.md#npm')).toBe(false);
  });
});

describe('an access date', () => {
  it('is a real day of the calendar, written YYYY-MM-DD, not after today', () => {
    expect(accessDateProblem('2026-11-27', NOW)).toBeUndefined();
    expect(accessDateProblem('2026-11-28', NOW)).toBeUndefined();
    expect(accessDateProblem(undefined, NOW)).toBe('has no access date');
    expect(accessDateProblem('2026/11/27', NOW)).toMatch(/not YYYY-MM-DD/);
    expect(accessDateProblem('2026-02-30', NOW)).toMatch(/not a day of the calendar/);
    expect(accessDateProblem('2062-11-27', NOW)).toMatch(/after today \(2026-11-28\)/);
  });

  it('becomes due for a re-check six months on, and never an error', () => {
    expect(recheckBefore(NOW)).toBe('2026-05-28');
    expect(isDue('2026-05-27', NOW)).toBe(true);
    expect(isDue('2026-05-28', NOW)).toBe(false);
    // 31 August less six months: the last day of February.
    expect(recheckBefore(new Date('2026-08-31T00:00:00Z'))).toBe('2026-02-28');
    expect(accessDateProblem('2020-01-01', NOW)).toBeUndefined();
  });

  it('is read from a note opener', () => {
    expect(attributesOf(':::translator-note{accessed=2026-11-27}')).toEqual({
      accessed: '2026-11-27',
    });
    expect(attributesOf(':::translator-note{accessed="2026-11-27" id=x}')).toEqual({
      accessed: '2026-11-27',
      id: 'x',
    });
    expect(attributesOf(':::translator-note')).toEqual({});
  });
});

describe('the sources of a page of ours', () => {
  const page = (entries: string[], body = '见[阿里云文档](https://help.aliyun.com/a)。') =>
    [
      '---',
      'title: 镜像',
      'origin: ours',
      '---',
      '',
      body,
      '',
      '```bash',
      'npm config set registry https://registry.npmmirror.com',
      '```',
      '',
      '地址是 `https://registry.npmmirror.com`。',
      '',
      '## 资料来源 {#sources}',
      '',
      ...entries,
    ].join('\n');

  it('lists each entry with its line and access date', () => {
    const { sources, problems } = pageSources(
      page(['- 阿里云，公共代理库：https://help.aliyun.com/a（访问于 2026-11-27）']),
      NOW,
    );
    expect(problems).toEqual([]);
    expect(sources).toEqual([
      {
        line: 16,
        title: '阿里云，公共代理库',
        url: 'https://help.aliyun.com/a',
        accessed: '2026-11-27',
      },
    ]);
  });

  it('names the line of an entry without a date or with a bad one', () => {
    expect(pageSources(page(['- 阿里云：https://help.aliyun.com/a']), NOW).problems).toEqual([
      { line: 16, message: 'sources: write each source as "- 标题：网址（访问于 YYYY-MM-DD）"' },
    ]);
    expect(
      pageSources(page(['- 阿里云：https://help.aliyun.com/a（访问于 2026-13-01）']), NOW).problems,
    ).toEqual([
      {
        line: 16,
        message:
          'sources: https://help.aliyun.com/a has access date 2026-13-01, which is not a day of the calendar',
      },
    ]);
  });

  it('names a web page cited in the text but missing from the list (code is not a citation)', () => {
    expect(
      pageSources(
        page(
          ['- 阿里云：https://help.aliyun.com/a（访问于 2026-11-27）'],
          '见 https://dev.vivo.com.cn 和[文档](https://help.aliyun.com/a#x)。',
        ),
        NOW,
      ).problems,
    ).toEqual([
      {
        line: 6,
        message:
          "sources: https://dev.vivo.com.cn is cited but not in the page's 资料来源 section (## … {#sources}) with its access date (line 14)",
      },
    ]);
  });
});
