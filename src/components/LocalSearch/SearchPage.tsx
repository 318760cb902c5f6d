/**
 * /docs/search for the local search (src/plugins/search-local registers it in
 * place of the plugin's page): the query, a version selector (each version has
 * its own index; the one being read comes in the `version` parameter), a
 * result count announced to screen readers, and the results.
 */
import React, { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { DOCS_PLUGIN_ID } from '../../site';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import { describeResult, groupByPage, type ResultGroup } from './describeResult';
import { excerpt, highlightParts } from './highlight';
import { searchVersions } from './searchVersions';
import SearchUnavailable from './SearchUnavailable';
import type { SearchResult } from '../../plugins/search-local/searchResult';
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

function ResultItem({ group }: { group: ResultGroup }): ReactNode {
  const [result, ...others] = group.hits;
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
        <Link to={view.href}>
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
              <Link to={other.href}>
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
  const update = (name: 'q' | 'version', value: string) => {
    const next = new URLSearchParams(location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    history.replace({ search: next.toString() });
  };
  return { query: params.get('q') ?? '', version: params.get('version') ?? '', update };
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
  const versions = searchVersions(useVersions(DOCS_PLUGIN_ID), baseUrl);
  const { query, version, update } = useSearchParams();
  const [input, setInput] = useState(query);
  const [results, setResults] = useState<{ for: string; hits: SearchResult[] }>();
  // The index of this version could not be loaded (a failed request, a truncated file).
  const [failedIndex, setFailedIndex] = useState<string>();
  const versionUrl = `${baseUrl}${version}`;
  const searchKey = `${versionUrl}\n${query}`;
  const inputId = useId();
  const versionId = useId();

  useEffect(() => setInput(query), [query]);

  useEffect(() => {
    fetchIndexesByWorker(versionUrl, '').catch(() => setFailedIndex(versionUrl));
  }, [versionUrl]);

  useEffect(() => {
    if (!query) return;
    let current = true;
    searchByWorker(versionUrl, '', query, MAX_RESULTS).then(
      (hits) => {
        if (current) setResults({ for: searchKey, hits });
      },
      () => setFailedIndex(versionUrl),
    );
    return () => {
      current = false;
    };
  }, [versionUrl, query, searchKey]);

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
            name="version"
            className={styles.versionSelect}
            value={version}
            onChange={(event) => update('version', event.target.value)}
          >
            {versions.map((option) => (
              <option key={option.param} value={option.param}>
                {option.label}
              </option>
            ))}
          </select>
        </form>
        {failedIndex === versionUrl ? (
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
              <ResultItem key={group.page} group={group} />
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
