/**
 * The other word lists a query is also tried as, right after the query as
 * typed (src/plugins/search-local/relaxQueries.ts): a reader's word for a
 * device feature read as its plugin's name (定位 → geolocation), and for a
 * query naming a platform (安卓…, iOS…, 苹果…) the query with the platform's
 * name, then without it, so the platform narrows the results rather than
 * being required. Words from src/data/searchFeatureWords.ts.
 */
import { SEARCH_FEATURE_WORDS, SEARCH_PLATFORM_WORDS } from '../../data/searchFeatureWords';
import { anyOfWords } from './wordPattern';

type Words = Readonly<Record<string, readonly string[]>>;

const HAN = /\p{Unified_Ideograph}/u;

const keyOf = (words: string[]) => [...new Set(words)].sort().join(' ');

/** A function from a query's tokens (lower case; a run of Chinese is one token) to its variants. */
export function queryVariants(features: Words, platforms: Words): (tokens: string[]) => string[][] {
  const platformOf = new Map<string, string>();
  for (const [platform, words] of Object.entries(platforms))
    for (const word of [platform, ...words]) platformOf.set(word.toLowerCase(), platform);
  const featureOf = new Map<string, string[]>();
  for (const [name, words] of Object.entries(features))
    for (const word of words) featureOf.set(word.toLowerCase(), name.toLowerCase().split(/\s+/));
  const chinese = [...platformOf.keys(), ...featureOf.keys()].filter((word) => HAN.test(word));
  const known = chinese.length > 0 ? new RegExp(`(${anyOfWords(chinese)})`, 'u') : undefined;
  return (tokens) => {
    // A run of Chinese (手机定位, 苹果相机权限) is one token: split out the words listed.
    const words = tokens.flatMap((token) =>
      known && HAN.test(token) ? token.split(known).filter(Boolean) : [token],
    );
    const platform = words.map((word) => platformOf.get(word)).find(Boolean);
    const rest = words.filter((word) => !platformOf.has(word));
    const named = rest.flatMap((word) => featureOf.get(word) ?? [word]);
    const lists = platform && rest.length > 0 ? [[...named, platform], named, rest] : [named];
    // The plugin's name alone, after the lists that keep the reader's other words.
    const features = [...new Set(rest.flatMap((word) => featureOf.get(word) ?? []))];
    if (features.length > 0) lists.push(features);
    const seen = new Set([keyOf(tokens)]);
    return lists.filter((list) => {
      const key = keyOf(list);
      if (list.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
}

/** The site's variants: 手机定位 → [手机, geolocation], [geolocation]; 苹果相机权限 → [相机权限, ios], [相机权限]. */
export const variantsOf = queryVariants(SEARCH_FEATURE_WORDS, SEARCH_PLATFORM_WORDS);

/** Whether a token is a platform's name or another word for it (it never makes a query alone). */
export function isPlatformWord(token: string): boolean {
  const lower = token.toLowerCase();
  return Object.entries(SEARCH_PLATFORM_WORDS).some(
    ([platform, words]) => platform === lower || words.includes(lower),
  );
}
