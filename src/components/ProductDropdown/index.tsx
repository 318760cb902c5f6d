import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { ProductDropdownConfig } from '@site/src/data/productDropdown';
import SocialIcon from '@site/src/components/SocialIcon';
import styles from './styles.module.css';

type Props = {
  config: ProductDropdownConfig;
  /** Rendered beside the product button, e.g. the version dropdown. */
  children?: ReactNode;
};

/** Product menu at the top of the doc sidebar: title, logo, text and icon links. */
export default function ProductDropdown({ config, children }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logoSrc = useBaseUrl(config.logo.src);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.productDropdown} ref={rootRef}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <img
            src={logoSrc}
            alt={config.logo.alt}
            width={config.logo.width}
            height={config.logo.height}
          />
          <span className={styles.title}>{config.title}</span>
          <svg
            className={clsx(styles.chevron, open && styles.chevronOpen)}
            viewBox="0 0 12 12"
            aria-hidden="true"
          >
            <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        {children}
      </div>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <ul className={styles.textLinks}>
          {config.textLinks.map(({ label, url }) => (
            <li key={url.href}>
              <a href={url.href} target={url.target} rel={url.rel}>
                {label}
              </a>
            </li>
          ))}
        </ul>
        <ul className={styles.iconLinks}>
          {config.iconLinks.map(({ key, label, url }) => (
            <li key={key}>
              <a href={url.href} target={url.target} rel={url.rel} aria-label={label} title={label}>
                <SocialIcon name={key} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
