import { describe, expect, it } from 'vitest';
import {
  sortSearchResults,
  type RankedHit,
} from '../../../../src/plugins/search-local/client/sortResults';
import { SearchDocumentKind } from '../../../../src/browser/search/searchResult';
import {
  questionQuery,
  withRelaxedQueries,
} from '../../../../src/plugins/search-local/relaxQueries';

const { Title: TITLE, Heading: HEADING, Keywords: KEYWORDS, Content: CONTENT } = SearchDocumentKind;

function hit(id: number, type: number, page?: number): RankedHit & { name: string } {
  return {
    name: `${id}`,
    document: { i: id },
    type,
    page: page === undefined ? false : { i: page },
  };
}

const names = (hits: RankedHit[]) => hits.map((h) => (h as RankedHit & { name: string }).name);

describe('sortSearchResults', () => {
  it('keeps a page’s hits at its best hit, even when its title was found last', () => {
    const hits = [hit(11, CONTENT, 10), hit(21, HEADING, 20), hit(20, TITLE), hit(10, TITLE)];
    sortSearchResults(hits);
    expect(names(hits)).toEqual(['10', '11', '20', '21']);
  });

  it('puts the title first within a page, the rest as found', () => {
    const hits = [hit(12, HEADING, 10), hit(11, CONTENT, 10), hit(10, TITLE)];
    sortSearchResults(hits);
    expect(names(hits)).toEqual(['10', '12', '11']);
  });

  it('numbers the hits in the order found (the plugin’s tree view reads it)', () => {
    const hits = [hit(11, CONTENT, 10), hit(10, TITLE)];
    sortSearchResults(hits);
    expect(hits.map((h) => h.index)).toEqual([1, 0]);
  });

  it("ranks a keywords hit right after its query's titles, not after another page's headings", () => {
    const first = ['dingwei'];
    const looser = ['ding'];
    const hits = [
      { ...hit(10, TITLE), tokens: first },
      { ...hit(21, HEADING, 20), tokens: first },
      { ...hit(30, KEYWORDS, 30), tokens: first },
      { ...hit(41, CONTENT, 40), tokens: first },
      { ...hit(51, HEADING, 50), tokens: looser },
      { ...hit(60, KEYWORDS, 60), tokens: looser },
    ];
    sortSearchResults(hits);
    expect(names(hits)).toEqual(['10', '30', '21', '41', '60', '51']);
  });

  it('ranks a page whose keyword is the whole query before one whose keyword only contains it', () => {
    const query = ['相机'];
    const keywords = (id: number, t: string) => ({
      ...hit(id, KEYWORDS, id),
      document: { i: id, t },
      tokens: query,
    });
    const hits = [
      { ...hit(21, HEADING, 20), tokens: query },
      keywords(30, '@ionic/pwa-elements, 浏览器中使用相机'),
      keywords(40, 'Camera, 拍照, 相机'),
    ];
    sortSearchResults(hits);
    expect(names(hits)).toEqual(['40', '30', '21']);
  });

  it('ranks a keyword that is the whole query before titles that only contain it, not before one that is it', () => {
    const query = ['推送通知'];
    const found = (id: number, type: SearchDocumentKind, t: string) => ({
      ...hit(id, type, type === TITLE ? undefined : id),
      document: { i: id, t },
      tokens: query,
    });
    const hits = [
      found(10, TITLE, '使用 Firebase 推送通知'),
      found(20, HEADING, '推送通知图标'),
      found(30, KEYWORDS, 'PushNotifications, 推送通知, FCM'),
    ];
    sortSearchResults(hits);
    expect(names(hits)).toEqual(['30', '10', '20']);
    const withExactTitle = [found(40, TITLE, '推送通知'), ...hits.map((h) => ({ ...h }))];
    sortSearchResults(withExactTitle);
    expect(names(withExactTitle)).toEqual(['40', '30', '10', '20']);
  });

  it('ranks a question’s titles, headings and keywords before its other text, text holding every word too', () => {
    // The plugin splits the run of Chinese into the index's words.
    const split = (tokens: string[]) =>
      tokens[0] === '相机权限后再申请' ? ['相机', '权限', '后', '再', '申请'] : tokens;
    const [whole, some] = withRelaxedQueries((tokens: string[]) => [
      { tokens: split(tokens), term: split(tokens).map((value) => ({ value })) },
    ])(['相机权限后再申请'], [])
      .filter((query) => questionQuery(query.tokens))
      .map((query) => query.tokens);
    const hits = [
      { ...hit(10, TITLE), tokens: ['相机权限后再申请'] },
      { ...hit(21, CONTENT, 20), tokens: some },
      { ...hit(31, CONTENT, 30), tokens: whole },
      { ...hit(41, KEYWORDS, 40), tokens: some },
    ];
    sortSearchResults(hits);
    expect(names(hits)).toEqual(['10', '31', '41', '21']);
  });

  it('leaves hits of different pages in the order found', () => {
    const hits = [hit(30, TITLE), hit(21, CONTENT, 20), hit(10, TITLE)];
    sortSearchResults(hits);
    expect(names(hits)).toEqual(['30', '21', '10']);
  });
});
