import React, { useEffect, useState, type ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Shown while a page chunk loads: a spinner after the
 * loader's delay, and on failure the error in a red box with a Retry button.
 */
export default function Loading({
  error,
  retry,
  pastDelay,
  timedOut,
}: LoadingComponentProps): ReactNode {
  const online = useOnline();
  if (error || timedOut) {
    return (
      <div className={styles.error} role="alert">
        <p>
          {online
            ? translate({ id: 'theme.Loading.loadError', message: '页面加载失败，请点击重试。' })
            : translate({
                id: 'theme.Loading.offline',
                message: '你目前处于离线状态，请检查网络连接后重试。',
              })}
        </p>
        {error && <p className={styles.detail}>{String(error)}</p>}
        <button type="button" className="button button--secondary" onClick={retry}>
          {translate({ id: 'theme.Loading.retry', message: '重试' })}
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{translate({ id: 'theme.Loading.loading', message: '正在加载…' })}</span>
      </div>
    );
  }
  return null;
}
