import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Capacitor-style announcement bar. Dismissal state (the dismiss flag and the
 * announcement id in localStorage) stays with Docusaurus' provider; the close
 * button only shows when the configuration makes the bar closeable.
 */
export default function AnnouncementBar(): ReactNode {
  const { announcementBar } = useThemeConfig();
  const { isActive, close } = useAnnouncementBar();
  if (!isActive || !announcementBar) return null;
  const { backgroundColor, textColor, isCloseable } = announcementBar;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.bar)}
      style={{ backgroundColor, color: textColor }}
      role="banner"
    >
      <AnnouncementBarContent className={styles.content} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.close} />}
    </div>
  );
}
