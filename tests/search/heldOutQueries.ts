/**
 * Held out from tuning: everyday words for device features (not the plugin's
 * name) and problem words with a platform prefix (安卓…, iOS…, 苹果…),
 * written before any change meant for them and never used to pick keywords,
 * synonyms or rules. The relevance test scores them apart from the judged
 * set (tests/search/queries.ts), with a floor of their own; README's 搜索
 * section has their scores and what was tried on them.
 */
import type { JudgedQuery } from './queries';

export type HeldOutKind = '设备功能' | '平台前缀';
export type HeldOutQuery = JudgedQuery & { kind: HeldOutKind };

const feature = (query: string, page: string, version = 'v8'): HeldOutQuery => ({
  query,
  group: '任务',
  version,
  page,
  kind: '设备功能',
});
const platform = (query: string, page: string, version = 'v8'): HeldOutQuery => ({
  query,
  group: '中英混合',
  version,
  page,
  kind: '平台前缀',
});

export const HELD_OUT_QUERIES: HeldOutQuery[] = [
  feature('手机定位', '/docs/apis/geolocation'),
  feature('获取经纬度', '/docs/apis/geolocation'),
  feature('手机电量', '/docs/apis/device'),
  feature('判断有没有网', '/docs/apis/network'),
  feature('断网提示', '/docs/apis/network'),
  feature('摇一摇', '/docs/apis/motion'),
  feature('陀螺仪', '/docs/apis/motion'),
  feature('读取本地文件', '/docs/apis/filesystem'),
  feature('下载文件到手机', '/docs/apis/file-transfer'),
  feature('预览 PDF', '/docs/apis/file-viewer'),
  feature('复制文本', '/docs/apis/clipboard'),
  feature('确定取消弹窗', '/docs/apis/dialog'),
  feature('底部弹出菜单', '/docs/apis/action-sheet'),
  feature('轻提示', '/docs/apis/toast'),
  feature('系统分享', '/docs/apis/share'),
  feature('手机型号', '/docs/apis/device'),
  feature('防截屏', '/docs/apis/privacy-screen'),
  feature('调整字体大小', '/docs/apis/text-zoom'),
  feature('读屏', '/docs/apis/screen-reader'),
  feature('本地提醒', '/docs/apis/local-notifications'),
  feature('定时通知', '/docs/apis/local-notifications'),
  feature('通讯录', '/docs/apis/contacts'),
  feature('添加日程', '/docs/apis/calendar'),
  feature('步数', '/docs/apis/health-fitness'),
  feature('后台运行任务', '/docs/apis/background-runner'),
  feature('跳转到其他应用', '/docs/apis/app-launcher'),
  feature('手机定位', '/docs/v7/apis/geolocation', 'v7'),
  feature('摇一摇', '/docs/v7/apis/motion', 'v7'),
  feature('手机电量', '/docs/next/apis/device', 'current'),
  platform('安卓定位权限', '/docs/apis/geolocation'),
  platform('iOS 定位权限', '/docs/apis/geolocation'),
  platform('iPhone 定位', '/docs/apis/geolocation'),
  platform('苹果相机权限', '/docs/apis/camera'),
  platform('安卓物理返回键', '/docs/apis/app'),
  platform('iOS 键盘遮挡输入框', '/docs/apis/keyboard'),
  platform('安卓状态栏颜色', '/docs/apis/status-bar'),
  platform('iOS 状态栏颜色', '/docs/apis/status-bar'),
  platform('安卓文件读写', '/docs/apis/filesystem'),
  platform('安卓扫码', '/docs/apis/barcode-scanner'),
  platform('苹果分享', '/docs/apis/share'),
  platform('安卓振动', '/docs/apis/haptics'),
  platform('安卓本地通知', '/docs/apis/local-notifications'),
  platform('苹果推送', '/docs/apis/push-notifications'),
  platform('安卓电量', '/docs/v7/apis/device', 'v7'),
  platform('iOS 摇一摇', '/docs/next/apis/motion', 'current'),
];
