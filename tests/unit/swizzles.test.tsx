// @vitest-environment jsdom
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productDropdown } from '@site/src/data/productDropdown';

const themeConfig: Record<string, unknown> = {};
const announcement = { isActive: true, close: vi.fn() };

vi.mock('@docusaurus/theme-common', () => ({
  useThemeConfig: () => themeConfig,
  ThemeClassNames: { announcementBar: { container: 'theme-announcement-bar' } },
}));
vi.mock('@docusaurus/theme-common/internal', () => ({ useAnnouncementBar: () => announcement }));
vi.mock('@theme/AnnouncementBar/CloseButton', () => ({
  default: (props: { onClick: () => void }) => (
    <button type="button" aria-label="关闭" onClick={props.onClick} />
  ),
}));
vi.mock('@theme/AnnouncementBar/Content', () => ({
  default: () => <div>公告内容</div>,
}));
vi.mock('@theme-original/DocSidebarItems', () => ({
  default: (props: { level: number }) => <li>原始侧边栏第 {props.level} 层</li>,
}));
vi.mock('@site/src/components/VersionDropdown', () => ({
  default: () => <span>版本下拉菜单</span>,
}));
vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }, values?: Record<string, unknown>) =>
    message.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])),
  default: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));
vi.mock('@theme-original/TOC', () => ({ default: () => <nav>目录</nav> }));
vi.mock('@site/src/components/DocAd', () => ({ default: () => <aside>广告</aside> }));
vi.mock('@docusaurus/useBaseUrl', () => ({ default: (url: string) => url }));
// The search box's index: the version being read (v7 here, at /docs/v7/apis/camera), loaded by the plugin's worker.
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ siteConfig: { baseUrl: '/docs/' } }),
}));
vi.mock('@docusaurus/router', () => ({
  useLocation: () => ({ pathname: '/docs/v7/apis/camera', search: '', hash: '' }),
}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    versions: [
      { name: 'v8', label: 'v8', routeBase: '/docs', banner: 'none', isLast: true },
      { name: 'v7', label: 'v7', routeBase: '/docs/v7', banner: 'unmaintained', isLast: false },
    ],
    moved: {},
  }),
}));
const fetchIndexesByWorker = vi.fn(async (_url: string, _context: string) => {});
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js', () => ({
  fetchIndexesByWorker: (url: string, context: string) => fetchIndexesByWorker(url, context),
}));

const { default: AnnouncementBar } = await import('@site/src/theme/AnnouncementBar');
const { default: DocSidebarItems } = await import('@site/src/theme/DocSidebarItems');
const { default: TOC } = await import('@site/src/theme/TOC');

describe('AnnouncementBar', () => {
  beforeEach(() => {
    announcement.isActive = true;
    announcement.close.mockReset();
    themeConfig.announcementBar = {
      id: 'a',
      content: '',
      backgroundColor: '#0b2a4a',
      textColor: '#ffffff',
      isCloseable: false,
    };
  });

  it('shows the content in the configured colours with no close button when not closeable', () => {
    render(<AnnouncementBar />);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveTextContent('公告内容');
    expect(bar).toHaveStyle({ backgroundColor: '#0b2a4a', color: '#ffffff' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a close button wired to the provider when closeable', () => {
    (themeConfig.announcementBar as { isCloseable: boolean }).isCloseable = true;
    render(<AnnouncementBar />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(announcement.close).toHaveBeenCalledOnce();
  });

  it('renders nothing once dismissed', () => {
    announcement.isActive = false;
    const { container } = render(<AnnouncementBar />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DocSidebarItems wrapper', () => {
  beforeEach(() => {
    themeConfig.sidebar = { productDropdown };
  });

  const props = { items: [], activePath: '/docs/', level: 1 };

  it('puts the product dropdown and version dropdown above the top level', () => {
    render(<ul>{<DocSidebarItems {...props} />}</ul>);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(productDropdown.title);
    expect(items[0]).toHaveTextContent('版本下拉菜单');
    expect(items[1]).toHaveTextContent('原始侧边栏第 1 层');
  });

  it('leaves nested levels untouched', () => {
    render(<ul>{<DocSidebarItems {...props} level={2} />}</ul>);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(productDropdown.title)).toBeNull();
  });
});

describe('TOC wrapper', () => {
  it('shows the ad beneath the table of contents', () => {
    const { container } = render(<TOC toc={[]} minHeadingLevel={2} maxHeadingLevel={3} />);
    expect(container.textContent).toBe('目录广告');
  });
});

describe('SearchBar wrapper', () => {
  it('swallows Enter while an IME composition is active, and lets other keys through', async () => {
    vi.doMock('@theme-original/SearchBar', () => ({
      default: () => <input aria-label="搜索" onKeyDown={(e) => keys.push(e.key)} />,
    }));
    const keys: string[] = [];
    const { default: SearchBar } = await import('@site/src/theme/SearchBar');
    render(<SearchBar />);
    const input = screen.getByRole('textbox', { name: '搜索' });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(keys).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.keyDown(input, { key: 'a', keyCode: 65 });
    expect(keys).toEqual(['Enter', 'a']);
  });

  it('names the plugin’s box in Chinese and announces how many suggestions it shows', async () => {
    vi.resetModules();
    vi.doMock('@theme-original/SearchBar', () => ({
      default: () => (
        <div className="navbar__search">
          <input
            className="navbar__search-input"
            aria-label="Search"
            aria-expanded="true"
            defaultValue="相机"
          />
          <span role="listbox">
            <span>
              <div role="option">Camera</div>
              <div role="option">相机权限</div>
            </span>
          </span>
        </div>
      ),
    }));
    const { default: SearchBar } = await import('@site/src/theme/SearchBar');
    render(<SearchBar />);
    expect(screen.getByRole('textbox', { name: '搜索文档' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: '搜索建议' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('找到 2 条结果');
  });

  it('says in Chinese that search could not load, with a retry, when the index fails to load', async () => {
    vi.resetModules();
    vi.doMock('@theme-original/SearchBar', () => ({
      default: () => <input className="navbar__search-input" aria-label="Search" />,
    }));
    const { default: SearchBar } = await import('@site/src/theme/SearchBar');
    fetchIndexesByWorker.mockResolvedValueOnce(undefined);
    const { unmount } = render(<SearchBar />);
    fireEvent.focus(screen.getByRole('textbox'));
    expect(fetchIndexesByWorker).toHaveBeenLastCalledWith('/docs/', 'v7');
    await Promise.resolve();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    fetchIndexesByWorker.mockRejectedValueOnce(new SyntaxError('Unexpected end of JSON input'));
    render(<SearchBar />);
    fireEvent.focus(screen.getByRole('textbox'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('搜索暂时无法使用：搜索索引没有加载成功');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
