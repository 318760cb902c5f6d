import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerProblems } from '@site/tools/deploy/checks';
import { parseRsyncStats, describeStats } from '@site/tools/deploy/deploy';

const body = Buffer.from('<html>B</html>');
const sha256 = crypto.createHash('sha256').update(body).digest('hex');

describe('a check’s answer', () => {
  const page = { name: 'v8 的页面 /docs/', path: '/docs/', status: 200, sha256 };

  it('is right with the release’s status, bytes and CSP', () => {
    expect(
      answerProblems(page, "default-src 'self'", { status: 200, csp: "default-src 'self'", body }),
    ).toEqual([]);
  });

  it('says in Chinese what differs', () => {
    expect(
      answerProblems(page, "default-src 'self'", {
        status: 404,
        csp: "default-src 'none'",
        body: Buffer.from('x'),
      }),
    ).toEqual([
      '状态码 404，应为 200',
      '内容与这次发布的文件不同',
      'Content-Security-Policy 与这次发布的 _nginx/csp.conf 不同',
    ]);
    expect(
      answerProblems(
        { name: '重定向', path: '/docs/index.html', status: 301, location: '/docs/' },
        'x',
        { status: 301, location: '/docs/v8/', body: Buffer.alloc(0) },
      ),
    ).toEqual(['Location 为 /docs/v8/，应为 /docs/', '没有 Content-Security-Policy 头']);
  });
});

describe('rsync’s statistics', () => {
  const output = `
Number of files: 1,412 (reg: 1,400, dir: 12)
Number of created files: 1,412 (reg: 1,400, dir: 12)
Number of deleted files: 0
Number of regular files transferred: 474
Total file size: 26,694,610 bytes
Total transferred file size: 18,443,396 bytes
Literal data: 4,485,288 bytes
Matched data: 13,958,108 bytes
File list size: 43,217
File list generation time: 0.001 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 4,645,878
Total bytes received: 60,312

sent 4,645,878 bytes  received 60,312 bytes  1,882,476.00 bytes/sec
total size is 26,694,610  speedup is 5.67
`;

  it('give what a deploy moved against the site’s size', () => {
    const stats = parseRsyncStats(output);
    expect(stats).toEqual({
      files: 1400,
      transferredFiles: 474,
      totalBytes: 26694610,
      literalBytes: 4485288,
      matchedBytes: 13958108,
      sentBytes: 4645878,
    });
    expect(describeStats(stats)).toContain('发送 4645878 字节（全站的 17.40 %');
  });
});
