import { describe, expect, it } from 'vitest';
import { githubAnnotation, lineOfLink, problemsInBuildLog } from '@site/tools/content/buildLog';
import { tempTree, v7Inventory } from '../helpers/fixtures';

const inventory = v7Inventory([
  { id: 'apis/camera', source: 'apis/camera.md', permalink: '/docs/apis/camera' },
  { id: 'index', source: 'index.md', permalink: '/docs/' },
]);
const siteDir = tempTree({
  'versioned_docs/version-v7/apis/camera.md':
    '---\ntitle: 相机\n---\n\n# 相机\n\n见[配置](../main/config.md#server)。\n\n另见[旧页](./old-page.md)。\n',
  'versioned_docs/version-v7/index.md': '# 首页\n',
});

// As Docusaurus prints them (colours included).
const LOG = `[ERROR] Error: Unable to build website for locale zh-Hans.
Docusaurus found broken links!

Exhaustive list of all broken links found:
- Broken link on source page path = /docs/apis/camera:
   -> linking to /docs/apis/old-page
- Broken link on source page path = /docs/nowhere:
   -> linking to /docs/x
Docusaurus found broken anchors!

Exhaustive list of all broken anchors found:
- Broken anchor on source page path = /docs/apis/camera:
   -> linking to /docs/config#server (resolved as: /docs/config#server)
[ERROR] Markdown link with URL \u001b[36m\`./gone.md\`\u001b[39m in source file \u001b[36m"versioned_docs/version-v7/index.md"\u001b[39m (3:7) couldn't be resolved.
`;

describe('build failures placed on page files', () => {
  const problems = problemsInBuildLog(LOG, inventory, siteDir);

  it('puts broken links and anchors on the line of the page that holds them', () => {
    expect(problems).toContainEqual({
      file: 'versioned_docs/version-v7/apis/camera.md',
      line: 9,
      message: '失效链接：/docs/apis/camera 链接到 /docs/apis/old-page，站内没有这个页面',
    });
    expect(problems).toContainEqual({
      file: 'versioned_docs/version-v7/apis/camera.md',
      line: 7,
      message: '失效锚点：/docs/apis/camera 链接到 /docs/config#server，目标页面没有这个锚点',
    });
  });

  it('puts a page missing from the inventory on the inventory', () => {
    expect(problems.find((p) => p.message.includes('/docs/nowhere'))).toMatchObject({
      file: 'routes/routes.json',
      line: 1,
    });
  });

  it('reads unresolved Markdown links with their file, line and column', () => {
    expect(problems).toContainEqual({
      file: 'versioned_docs/version-v7/index.md',
      line: 3,
      column: 7,
      message: '失效的 Markdown 链接：./gone.md 指向的文件不存在',
    });
  });

  it('writes GitHub annotations, escaping what would end the command', () => {
    expect(
      githubAnnotation({ file: 'docs/a.md', line: 4, column: 2, message: '一\n二 100%' }),
    ).toBe('::error file=docs/a.md,line=4,col=2::一%0A二 100%25');
  });

  it('finds nothing in a clean log, and line 1 when the target is not in the text', () => {
    expect(
      problemsInBuildLog('[SUCCESS] Generated static files in "build".', inventory, siteDir),
    ).toEqual([]);
    expect(lineOfLink('# 标题\n', '/docs/elsewhere')).toBe(1);
  });
});
