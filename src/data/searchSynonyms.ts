/**
 * Words readers type for things the glossary (tools/content/glossary.ts) names
 * otherwise: glossary term → the other words for it. Search replaces each of
 * those words in a query with the glossary term before it looks anything up
 * (src/browser/search/synonyms.ts), so they find the pages that use the
 * glossary term. A word listed here must not be part of any glossary term
 * listed here, and every glossary term must occur in the docs (unit-tested).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  启动页: ['闪屏', '开屏页', '启动画面', '启动图'],
  相机: ['摄像头'],
  相册: ['图库', '照片库'],
  推送通知: ['消息推送', '推送消息'],
  实时更新: ['热更新', '热更'],
  Preferences: ['键值存储'],
  实时重载: ['热重载', '热加载'],
  深层链接: ['深度链接', '深链接'],
  振动: ['震动'],
  剪贴板: ['粘贴板'],
  屏幕方向: ['横竖屏'],
  应用内购买: ['应用内支付'],
  Android: ['安卓'],
};
