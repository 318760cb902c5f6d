import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './SearchUnavailable.module.css';

/**
 * A version's search index could not be loaded (a failed request, a
 * truncated file): said in Chinese, with a retry. The search worker keeps a
 * failed load, so retrying loads the page again.
 */
export default function SearchUnavailable({ className }: { className?: string }): ReactNode {
  return (
    <div
      role="alert"
      className={clsx('alert alert--danger search-unavailable', styles.unavailable, className)}
    >
      <p>
        <Translate id="search.unavailable.text">
          搜索暂时无法使用：搜索索引没有加载成功，可能是网络中断，或者网站正在更新。
        </Translate>
      </p>
      <button
        type="button"
        className="button button--sm button--danger"
        onClick={() => window.location.reload()}
      >
        <Translate id="search.unavailable.retry">重试</Translate>
      </button>
    </div>
  );
}
