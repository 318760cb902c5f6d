/**
 * "复制 Markdown": copies the page's Markdown copy (written at build time by
 * src/plugins/llms beside the page, at its URL plus `.md`). The text is
 * fetched only on click, so pages load nothing more.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const RESET_AFTER_MS = 2000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function copyWithTextarea(text: string): void {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  const copied = document.execCommand('copy');
  textarea.remove();
  if (!copied) throw new Error('copy command refused');
}

/**
 * Copies the text at `url`. Where the browser takes a clipboard item whose
 * content is still loading, the write starts within the click (Safari
 * requires it); otherwise the text is fetched first.
 */
export async function copyFromUrl(url: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    const blob = fetchText(url).then((text) => new Blob([text], { type: 'text/plain' }));
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall back to writing the text itself.
    }
  }
  const text = await fetchText(url);
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Not allowed here (an insecure context, an old browser): try the copy command.
    }
  }
  copyWithTextarea(text);
}

const LABELS: Record<State, () => string> = {
  idle: () => translate({ id: 'theme.copyMarkdown.button', message: '复制 Markdown' }),
  copying: () => translate({ id: 'theme.copyMarkdown.copying', message: '正在复制…' }),
  copied: () => translate({ id: 'theme.copyMarkdown.copied', message: '已复制' }),
  failed: () => translate({ id: 'theme.copyMarkdown.failed', message: '复制失败' }),
};

export default function CopyMarkdownButton({
  url,
  copy = copyFromUrl,
}: {
  /** The Markdown copy's URL. */
  url: string;
  copy?: (url: string) => Promise<void>;
}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    setState('copying');
    let next: State;
    try {
      await copy(url);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    setState(next);
    timer.current = setTimeout(() => setState('idle'), RESET_AFTER_MS);
  };

  return (
    <button
      type="button"
      className={clsx('copy-markdown-button', styles.button, state !== 'idle' && styles[state])}
      title={translate({
        id: 'theme.copyMarkdown.title',
        message: '复制本页的 Markdown 文本，方便交给 AI 助手',
      })}
      disabled={state === 'copying'}
      onClick={() => void onClick()}
    >
      <span aria-live="polite">{LABELS[state]()}</span>
    </button>
  );
}
