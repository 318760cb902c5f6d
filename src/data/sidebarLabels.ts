/** Chinese labels of the sidebar categories and links that the route inventory names in English. */
export const SIDEBAR_LABELS: Record<string, string> = {
  'Getting Started': '快速上手',
  Basics: '基础',
  'Upgrade Guides': '升级指南',
  'Cordova/PhoneGap': 'Cordova/PhoneGap 迁移',
  Concepts: '概念与指南',
  iOS: 'iOS',
  Android: 'Android',
  'Web/PWA': 'Web/PWA',
  Reference: '参考',
  // Our own category (routes/ours.json), not upstream's.
  'Mainland China': '中国大陆开发者',
  'Plugin APIs': '插件 API',
  CLI: '命令行',
  'VS Code Extension': 'VS Code 扩展',
  Overview: '概览',
  APIs: '官方插件 API',
  'Official Plugins': '官方插件',
  'Creating Plugins': '创建插件',
  'Plugin Tutorial': '插件教程',
  'CLI Documentation': 'CLI 文档',
  'Command Reference': '命令参考',
};
