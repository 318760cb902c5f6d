/**
 * The not-found page's content (the theme's NotFound/Content slot). nginx
 * serves one 404 page for every unknown address, so what it suggests is
 * worked out in the browser, after hydration, from the address itself: the
 * server-rendered page (and the first render in the browser, until the
 * pages have loaded) has only what fits every address.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import { BASE_URL } from '@site/src/site';
import { versionMark, versionUrl } from '@site/src/browser/versionLinks';
import { useVersionLinks } from '@site/src/browser/useVersionLinks';
import { searchContextOf } from '@site/src/components/LocalSearch/searchVersions';
import { START_PAGES, notFoundSuggestions, type VersionPages } from './suggestions';
import styles from './styles.module.css';

export default function NotFoundContent({
  className,
  pages,
}: {
  className?: string;
  /** Every written version's pages; the suggestions wait for them. */
  pages: VersionPages | undefined;
}): ReactNode {
  const links = useVersionLinks();
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const found = isBrowser && pages ? notFoundSuggestions(pathname, links, pages) : undefined;
  const latest = links.versions.find((v) => v.isLast);
  const start = found?.start ?? {
    installation: versionUrl(latest?.routeBase ?? '/docs', START_PAGES.installation),
    plugins: versionUrl(latest?.routeBase ?? '/docs', START_PAGES.plugins),
  };
  const context = found && !found.version.isLast ? searchContextOf(found.version) : '';
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              找不到页面
            </Translate>
          </Heading>
          <p>
            {found ? (
              <>
                本站没有{' '}
                <code className={styles.address}>
                  {found.version.routeBase}/{found.path}
                </code>{' '}
                这个页面。
              </>
            ) : (
              '本站没有这个地址的页面。'
            )}
            链接可能写错了，也可能页面已经移动或改名。可以搜索，或从下面的页面找起。
          </p>

          <form className={styles.search} role="search" action={`${BASE_URL}search`} method="get">
            <input
              key={found?.words ?? ''}
              className={styles.searchInput}
              type="search"
              name="q"
              defaultValue={found?.words ?? ''}
              aria-label="搜索文档"
              placeholder="搜索文档"
            />
            {context ? <input type="hidden" name="ctx" value={context} /> : null}
            <button className="button button--primary" type="submit">
              搜索
            </button>
          </form>

          {found ? (
            <div className="not-found-suggestions">
              {found.otherVersions.length > 0 ? (
                <section className={clsx('not-found-versions', styles.section)}>
                  <Heading as="h2">其他版本中的同一页面</Heading>
                  <ul>
                    {found.otherVersions.map(({ version, url }) => {
                      const mark = versionMark(version);
                      return (
                        <li key={version.name}>
                          <Link to={url}>
                            {version.label}
                            {mark ? `（${mark}）` : ''}：<code>{url}</code>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ) : null}
              {found.nearest.length > 0 ? (
                <section className={clsx('not-found-nearest', styles.section)}>
                  <Heading as="h2">路径相近的页面（{found.version.label}）</Heading>
                  <ul>
                    {found.nearest.map((url) => (
                      <li key={url}>
                        <Link to={url}>
                          <code>{url}</code>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}

          <section className={clsx(styles.section, styles.start)}>
            <Heading as="h2">从这里开始</Heading>
            <ul>
              <li>
                <Link to={start.installation}>快速上手</Link>：安装 Capacitor，把 Web 应用变成 iOS
                和 Android 应用
              </li>
              <li>
                <Link to={start.plugins}>官方插件</Link>：相机、文件系统、推送通知等官方插件的用法
              </li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
