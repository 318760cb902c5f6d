/**
 * Subtle wrong edits to real pages, each inside the reach of a reviewed
 * facts exception: the check must report every one, because an exception
 * excuses only the lines it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factProblems } from '@site/tools/content/factsCheck';

const siteDir = path.resolve(__dirname, '../../..');
const V8 = 'versioned_docs/version-v8';

/** The page with `from` replaced by `to` once; `from` must occur exactly once. */
function tampered(file: string, from: string, to: string): string {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

/** The README's iOS instructions of the packaging tutorial. */
function iosSection(file: string): string {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  return text.slice(text.indexOf('### iOS {#ios}'), text.indexOf('## 发布插件'));
}

const messages = (file: string, text: string) =>
  factProblems(siteDir, file, text).map((p) => `${p.line}: ${p.message}`);

const TAMPERS: {
  what: string;
  file: string;
  from: string;
  to: string;
  reported: RegExp;
  /** No exception holds for this page and token at all. */
  unexcused?: boolean;
}[] = [
  {
    what: 'a renamed example suffix (the Gradle flavor no longer matches the text)',
    file: `${V8}/main/guides/environment-specific-configurations.md`,
    from: "applicationIdSuffix '.staging'",
    to: "applicationIdSuffix '.stage'",
    reported: /missing identifier `qa`/,
  },
  {
    what: 'a renamed example suffix in the text (the Gradle flavor unchanged)',
    file: `${V8}/main/guides/environment-specific-configurations.md`,
    from: '末尾追加 `.staging`',
    to: '末尾追加 `.stg`',
    reported: /missing identifier `qa`/,
  },
  {
    what: 'an SDK default inside an excused sentence (Capacitor 8 creates projects with 24)',
    file: `${V8}/apis/inappbrowser.md`,
    from: '高于 Capacitor 8 新建项目的默认值（24）',
    to: '高于 Capacitor 8 新建项目的默认值（23）',
    reported: /^49: facts: extra number `8`/,
  },
  {
    what: "Alamofire's upper bound in ios-guide (7.0.0, a number the English page names elsewhere)",
    file: `${V8}/plugins/creating-plugins/ios-guide.md`,
    from: '在 `.podspec` 中添加依赖的示例，要求 `Alamofire` 的版本不低于 `5.9.0` 且低于 `6.0.0`',
    to: '在 `.podspec` 中添加依赖的示例，要求 `Alamofire` 的版本不低于 `5.9.0` 且低于 `7.0.0`',
    reported:
      /exception "ios-guide-6-0-0" .*: no extra finding of `6\.0\.0` on a line containing “在 `\.podspec`/,
  },
  {
    what: "Alamofire's upper bound in the podspec (`~> 5.9.0` allows < 5.10.0, not the < 6.0.0 the text says)",
    file: `${V8}/plugins/creating-plugins/ios-guide.md`,
    from: "s.dependency 'Alamofire', '~> 5.9'",
    to: "s.dependency 'Alamofire', '~> 5.9.0'",
    reported: /missing number `11\.8\.0`/,
  },
  {
    what: 'a nonexistent method in example code (PHPhotoLibrary has no requestAccess)',
    file: `${V8}/plugins/creating-plugins/ios-guide.md`,
    from: 'PHPhotoLibrary.requestAuthorization(for: .readWrite) { [weak self] _ in',
    to: 'PHPhotoLibrary.requestAccess(for: .readWrite) { [weak self] _ in',
    reported: /missing identifier `AVCaptureDevice`/,
  },
  {
    what: 'a listener described as another (setOnMarkerClickListener said to set onMapClick)',
    file: `${V8}/apis/google-maps.md`,
    from: '为地图设置 `onMarkerClick` 事件的监听器，在用户点击标记时触发',
    to: '为地图设置 `onMapClick` 事件的监听器，在用户点击标记时触发',
    reported: /^LINE: facts: extra identifier `onMapClick`/,
  },
  {
    what: 'an event named as another (the alert comes from pushNotificationActionPerformed)',
    file: `${V8}/main/guides/push-notifications-firebase.md`,
    from: '你还会看到 `pushNotificationActionPerformed` 事件触发的 `alert`',
    to: '你还会看到 `pushNotificationReceived` 事件触发的 `alert`',
    reported: /missing identifier `pushActionPerformed`/,
  },
  {
    what: 'an import of a name the package does not export (Storage from @capacitor/preferences)',
    file: `${V8}/main/guides/mocking-plugins.md`,
    from: "当测试代码执行 `import { Preferences } from '@capacitor/preferences'` 时",
    to: "当测试代码执行 `import { Storage } from '@capacitor/preferences'` 时",
    reported: /^LINE: facts: extra identifier `@capacitor\/preferences`/,
  },
  {
    what: "v7's README correction on v5, whose tutorial plugin keeps its own static supportedOrientations",
    file: 'versioned_docs/version-v5/plugins/tutorial/packaging.md',
    from: iosSection('versioned_docs/version-v5/plugins/tutorial/packaging.md'),
    to: iosSection('versioned_docs/version-v7/plugins/tutorial/packaging.md'),
    reported: /missing identifier `CapacitorCommunityScreenOrientation`/,
    unexcused: true,
  },
];

describe('facts exceptions against tampered pages', () => {
  it.each(TAMPERS)('reports $what', ({ file, from, to, reported, unexcused }) => {
    const original = fs.readFileSync(path.join(siteDir, file), 'utf8');
    expect(messages(file, original)).toEqual([]);
    const text = tampered(file, from, to);
    const problems = messages(file, text);
    // LINE stands for the tampered line's number, wherever the page has it now.
    const line = text.split('\n').findIndex((l) => l.includes(to)) + 1;
    const expected = new RegExp(reported.source.replace('LINE', String(line)), reported.flags);
    expect(problems).toContainEqual(expect.stringMatching(expected));
    // …and says which exception no longer holds.
    if (!unexcused)
      expect(problems).toContainEqual(
        expect.stringMatching(/exception "[\w-]+" \(upstream-facts\/exceptions\.json:\d+\)/),
      );
  });
});
