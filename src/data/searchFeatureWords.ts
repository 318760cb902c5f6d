/**
 * What readers call a device feature, by the plugin page that provides it:
 * the page's name as its title spells it → everyday words for the feature,
 * taken from the plugin's own description and methods (api-metadata/, the
 * npm package's description) in the words Chinese developers use for them.
 * Unlike the glossary synonyms (./searchSynonyms.ts), these do not replace
 * what the reader typed: search also tries the query with the word read as
 * the plugin's name (src/browser/search/queryVariants.ts), right after the
 * query as typed. A word names one feature (unit-tested).
 */
export const SEARCH_FEATURE_WORDS: Readonly<Record<string, readonly string[]>> = {
  // getCurrentPosition, watchPosition: “the device's position via GPS”.
  Geolocation: ['定位', '当前位置', '经纬度', '坐标', '位置追踪'],
  // getInfo, getBatteryInfo, getLanguageCode, getId: model, OS version, battery.
  Device: ['设备信息', '型号', '机型', '电量', '电池', '系统版本', '系统语言'],
  // getStatus, networkStatusChange: “network and connectivity information”.
  Network: ['网络状态', '联网', '断网', '离线', '网络连接', 'WiFi'],
  // accel, orientation: “accelerometer data and device orientation (compass heading)”.
  Motion: ['加速度', '加速度计', '重力感应', '方向传感器', '传感器', '指南针', '罗盘'],
  // readFile, writeFile, deleteFile, mkdir: “read and write files on the device”.
  Filesystem: ['读写文件', '读取文件', '写入文件', '保存文件', '删除文件', '创建目录'],
  // downloadFile, uploadFile.
  'File Transfer': ['下载文件', '上传文件', '文件下载', '文件上传'],
  // openDocumentFrom…, previewMediaContentFrom….
  'File Viewer': ['打开文档', '预览文件', '文件预览', '预览媒体'],
  Clipboard: ['复制粘贴'],
  // alert, prompt, confirm: native dialogs.
  Dialog: ['弹窗', '提示框', '确认框', '警告框'],
  // showActions: a sheet of options sliding up from the bottom.
  'Action Sheet': ['底部菜单', '上拉菜单', '选项菜单'],
  // show: “a notification pop up displaying important information”.
  Toast: ['吐司', '弹出提示', '提示消息'],
  Share: ['分享'],
  // Hides the app in the app switcher and from screenshots.
  'Privacy Screen': ['截屏', '截图', '后台模糊', '应用切换器'],
  // get, set: the text size of the WebView.
  'Text Zoom': ['文字大小', '字体大小', '字号'],
  // isEnabled, speak: TalkBack, VoiceOver.
  'Screen Reader': ['朗读', '语音播报', '文字转语音', 'TTS'],
  // schedule: notifications on the device, no server.
  'Local Notifications': ['本地推送', '定时提醒', '通知提醒'],
  Calendar: ['日历事件'],
  // Health Connect and HealthKit.
  'Health Fitness': ['健康数据', '运动数据', '健身数据'],
  // An event-based JavaScript runtime that runs in the background.
  'Background Runner': ['后台任务', '后台运行', '后台执行'],
  // canOpenUrl, openUrl: “open other apps”.
  'App Launcher': ['打开其他应用', '打开第三方应用', '唤起应用'],
  // exitApp, getState, appStateChange.
  App: ['退出应用', '应用状态'],
  // open: an in-app browser.
  Browser: ['内置浏览器', '打开网页', '打开链接'],
  Keyboard: ['软键盘', '输入法'],
  Haptics: ['触觉反馈', '震感', '马达'],
  // setOverlaysWebView: the web view under the status bar.
  'Status Bar': ['沉浸式'],
  // Android's navigation bar besides the status bar.
  'System Bars': ['导航栏', '全面屏', '虚拟按键'],
  'Screen Orientation': ['横屏', '竖屏', '锁定方向'],
  'Google Maps': ['地图'],
  // An on-device large language model.
  'Local LLM': ['大模型', '本地模型', '端侧模型'],
  Watch: ['手表', '智能手表'],
};

/**
 * A platform named before a problem (安卓白屏, iOS 键盘遮挡, 苹果推送) narrows
 * it rather than being required: search tries the query with the platform,
 * then without it. Platform → what readers call it besides its name (安卓 is
 * already read as Android, ./searchSynonyms.ts).
 */
export const SEARCH_PLATFORM_WORDS: Readonly<Record<string, readonly string[]>> = {
  android: [],
  ios: ['苹果', 'iphone', 'ipad', 'ipados'],
};
