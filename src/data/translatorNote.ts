/**
 * A translator's note (译者注): our own addition to a translated page, where
 * the English misleads for its version. Written as a container directive,
 * `:::translator-note` … `:::`, rendered as an admonition of its own type
 * (src/theme/Admonition/Types.tsx) and checked while pages compile
 * (src/remark/translatorNotes.ts): every note names its source in a link.
 */
export const TRANSLATOR_NOTE = 'translator-note';

/** The label the site shows on every note (the directive's title is not used). */
export const TRANSLATOR_NOTE_LABEL = '译者注';
