import { createContext } from 'react';
import type { EncodedLine } from './format';

/** The build-time tokens of the code block being rendered (undefined: none, show plain text). */
export const CodeTokensContext = createContext<readonly EncodedLine[] | undefined>(undefined);
