/**
 * The other word lists a short query is also tried as, after the query as
 * typed and a question's words (src/plugins/search-local/relaxQueries.ts): a
 * reader's word for a device feature read as its plugin's name (定位 →
 * geolocation), and for a query naming a platform (安卓…, iOS…, 苹果…) the
 * query with the platform's name, then without it, so the platform narrows
 * the results rather than being required. Only a word or two: inside a whole
 * question (拒绝相机权限后再申请不弹窗) a feature word (弹窗) is no topic.
 * Words from src/data/searchFeatureWords.ts.
 */
import { SEARCH_FEATURE_WORDS, SEARCH_PLATFORM_WORDS } from '../../data/searchFeatureWords';
import { anyOfWords } from './wordPattern';

type Words = Readonly<Record<string, readonly string[]>>;

const HAN = /\p{Unified_Ideograph}/u;

const keyOf = (words: string[]) => [...new Set(words)].sort().join(' ');

/** A query longer than this, its platform left out, is a question or a phrase: no variants. */
export const MAX_VARIANT_CHARS = 8;
/** Nor one of more words than this (a listed word and one more: 手机定位, 预览 pdf). */
const MAX_VARIANT_WORDS = 2;

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
    // Commands (cap add android) name a platform as an argument, not a filter.
    const text = rest.join('');
    if (rest.length > MAX_VARIANT_WORDS || text.length > MAX_VARIANT_CHARS || !HAN.test(text))
      return [];
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
