import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import ThemeAdmonitionTypes from '@theme-original/Admonition/Types';
import type AdmonitionTypesType from '@theme/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type { Props } from '@theme/Admonition';
import { TRANSLATOR_NOTE, TRANSLATOR_NOTE_LABEL } from '@site/src/data/translatorNote';
import styles from './styles.module.css';

/** A pen: the note is written by the translators, not by the English docs. */
function PenIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </svg>
  );
}

/**
 * A translator's note (`:::translator-note`): always labelled 译者注 (a
 * title given in Markdown fails the build, src/remark/translatorNotes.ts)
 * and styled apart from the admonitions the English has.
 */
export function TranslatorNote({ children, className, id }: Props): ReactNode {
  return (
    <AdmonitionLayout
      type={TRANSLATOR_NOTE}
      id={id}
      icon={<PenIcon />}
      title={TRANSLATOR_NOTE_LABEL}
      className={clsx('alert', styles.translatorNote, className)}
    >
      {children}
    </AdmonitionLayout>
  );
}

// Docusaurus's documented way to add an admonition type: the theme's
// mapping, extended (the docs plugin's admonitions.keywords lets the
// directive through).
// @theme-original modules are untyped; the theme's own slot declares the mapping's type.
const DefaultAdmonitionTypes = ThemeAdmonitionTypes as typeof AdmonitionTypesType;

const AdmonitionTypes: typeof AdmonitionTypesType = {
  ...DefaultAdmonitionTypes,
  [TRANSLATOR_NOTE]: TranslatorNote,
};

export default AdmonitionTypes;
