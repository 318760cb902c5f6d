/**
 * /docs/search for the local search (src/plugins/search-local registers it in
 * place of the plugin's page): the query, a version selector (each version has
 * its own index; the one being read comes in the `ctx` parameter), a
 * result count announced to screen readers, and the results.
 */
import React, { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import Layout from '@theme/Layout';
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import { describeResult, groupByPage, type ResultGroup } from './describeResult';
import { excerpt, highlightParts } from './highlight';
import { contextOfParams, searchContextOf, searchVersions } from './searchVersions';
import { useVersionLinks } from '../../browser/useVersionLinks';
import SearchUnavailable from './SearchUnavailable';
import type { SearchResult } from '../../browser/search/searchResult';
import styles from './styles.module.css';

const MAX_RESULTS = 100;
const EXCERPT_LENGTH = 120;
/** Other sections of a page shown under its best hit. */
const MORE_SECTIONS = 3;

function Highlighted({ text, words }: { text: string; words: string[] }): ReactNode {
  return highlightParts(text, words).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}

function ResultItem({ group, otherBuild }: { group: ResultGroup; otherBuild: boolean }): ReactNode {
  const [result, ...others] = group.hits;
  const to = (href: string) => (otherBuild ? `pathname://${href}` : href);
  const view = describeResult(result);
  // Each place once: a page's title and its text can both match.
  const shown = new Set([view.href]);
  const more = others
    .map(describeResult)
    .filter((other) => !shown.has(other.href) && shown.add(other.href))
    .slice(0, MORE_SECTIONS);
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={to(view.href)} target="_self">
          <Highlighted text={view.title} words={result.tokens} />
        </Link>
      </h2>
      {view.breadcrumb.length > 0 && (
        <p className={styles.resultPath}>{view.breadcrumb.join(' › ')}</p>
      )}
      {view.text && (
        <p className={styles.resultText}>
          <Highlighted
            text={excerpt(view.text, result.tokens, EXCERPT_LENGTH)}
            words={result.tokens}
          />
        </p>
      )}
      {more.length > 0 && (
        <ul
          className={styles.moreSections}
          aria-label={translate({ id: 'search.page.moreSections', message: '本页的其他小节' })}
        >
          {more.map((other) => (
            <li key={other.href}>
              <Link to={to(other.href)} target="_self">
                <Highlighted text={other.title} words={result.tokens} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The query and version in the address, and a way to change them without a new history entry. */
function useSearchParams() {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const update = (name: 'q' | 'ctx', value: string) => {
    const next = new URLSearchParams(location.search);
    if (name === 'ctx') next.delete('version');
    if (value) next.set(name, value);
    else next.delete(name);
    history.replace({ search: next.toString() });
  };
  return { query: params.get('q') ?? '', context: contextOfParams(params), update };
}

function statusText(query: string, results: readonly unknown[] | undefined): string {
  if (!query) return '';
  if (!results) return translate({ id: 'search.page.loading', message: '正在搜索……' });
  if (results.length === 0)
    return translate({ id: 'theme.SearchPage.noResultsText', message: '没有找到相关文档' });
  return translate(
    { id: 'theme.SearchPage.documentsFound.plurals', message: '共找到 {count} 篇文档' },
    { count: results.length },
  );
}

export default function LocalSearchPage(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const links = useVersionLinks();
  const versions = searchVersions(links.versions);
  const { query, context, update } = useSearchParams();
  const [input, setInput] = useState(query);
  // The box follows the address when it changes (back, forward, a new
  // search): set while rendering, as React advises, not in an effect.
  const [boxQuery, setBoxQuery] = useState(query);
  if (boxQuery !== query) {
    setBoxQuery(query);
    setInput(query);
  }
  const [results, setResults] = useState<{ for: string; hits: SearchResult[] }>();
  // The index of this version could not be loaded (a failed request, a truncated file).
  const [failedIndex, setFailedIndex] = useState<string>();
  // Every version's index is at the base URL, named by its context.
  const indexKey = `${baseUrl}${context}`;
  const searchKey = `${indexKey}\n${query}`;
  // Another version's pages are another build's: opened by a full page load.
  const otherBuild = !links.versions.some(
    (v) => v.name in links.moved && searchContextOf(v) === context,
  );
  const inputId = useId();
  const versionId = useId();

  useEffect(() => {
    fetchIndexesByWorker(baseUrl, context).catch(() => setFailedIndex(indexKey));
  }, [baseUrl, context, indexKey]);

  useEffect(() => {
    if (!query) return;
    let current = true;
    searchByWorker(baseUrl, context, query, MAX_RESULTS).then(
      (hits) => {
        if (current) setResults({ for: searchKey, hits });
      },
      () => setFailedIndex(indexKey),
    );
    return () => {
      current = false;
    };
  }, [baseUrl, context, indexKey, query, searchKey]);

  const hits = results?.for === searchKey ? results.hits : undefined;
  const groups = useMemo(() => (hits ? groupByPage(hits) : undefined), [hits]);
  const title = useMemo(
    () =>
      query
        ? translate(
            { id: 'theme.SearchPage.existingResultsTitle', message: '「{query}」的搜索结果' },
            { query },
          )
        : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: '在文档中搜索' }),
    [query],
  );

  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form
          role="search"
          aria-label={translate({ id: 'search.page.formLabel', message: '搜索文档' })}
          className={styles.form}
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={inputId} className={styles.label}>
            <Translate id="search.page.queryLabel">搜索词</Translate>
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.queryInput}
            value={input}
            autoComplete="off"
            autoFocus
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: '在此输入搜索词',
            })}
            onChange={(event) => {
              setInput(event.target.value);
              update('q', event.target.value);
            }}
          />
          <label htmlFor={versionId} className={styles.label}>
            <Translate id="search.page.versionLabel">文档版本</Translate>
          </label>
          <select
            id={versionId}
            name="ctx"
            className={styles.versionSelect}
            value={context}
            onChange={(event) => update('ctx', event.target.value)}
          >
            {versions.map((option) => (
              <option key={option.context} value={option.context}>
                {option.label}
              </option>
            ))}
          </select>
        </form>
        {failedIndex === indexKey ? (
          <SearchUnavailable />
        ) : (
          <p role="status" className={styles.status}>
            {statusText(query, groups)}
          </p>
        )}
        {groups && groups.length > 0 && (
          <ol
            className={styles.results}
            aria-label={translate({ id: 'search.page.resultsLabel', message: '搜索结果' })}
          >
            {groups.map((group) => (
              <ResultItem key={group.page} group={group} otherBuild={otherBuild} />
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
