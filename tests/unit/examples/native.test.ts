import { describe, expect, it } from 'vitest';
import { checkNativePage, readPlatformApis, type Minimums } from '../../../tools/examples/native';

const data = readPlatformApis();
const V5: Minimums = { ios: 13, minSdk: 22, compileSdk: 33 };
const V4: Minimums = { ios: 13, minSdk: 22, compileSdk: 32 };

const swift = (body: string, meta = '') => `# iOS\n\n\`\`\`swift${meta}\n${body}\n\`\`\`\n`;
const REQUEST = 'PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in }';

describe('native examples against the version’s platform', () => {
  it('fails an iOS 14 API without #available in a v5 example, with the page line and Apple’s page', () => {
    const [problem] = checkNativePage(swift(REQUEST), 'v5/ios-guide.md', V5, data);
    expect(problem).toMatch(
      /^v5\/ios-guide\.md:4: PHPhotoLibrary\.requestAuthorization\(for:handler:\) needs iOS 14\.0/,
    );
    expect(problem).toContain('https://developer.apple.com/documentation/photokit/');
    expect(problem).toContain('if #available(iOS 14, *)'.replace('14', '14.0'));
  });

  it('passes it inside #available or on a version whose minimum is iOS 14', () => {
    const guarded = `if #available(iOS 14, *) {\n  ${REQUEST}\n}`;
    expect(checkNativePage(swift(guarded), 'p.md', V5, data)).toEqual([]);
    expect(checkNativePage(swift(REQUEST), 'p.md', { ...V5, ios: 14 }, data)).toEqual([]);
  });

  it('fails a VERSION_CODES constant the compile SDK does not have', () => {
    const java = '```java\nif (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {}\n```';
    expect(checkNativePage(java, 'v4/android-guide.md', V4, data)).toEqual([
      expect.stringContaining(
        'v4/android-guide.md:2: Build.VERSION_CODES.TIRAMISU (API 33) does not exist in compileSdk 32',
      ),
    ]);
    expect(checkNativePage(java, 'v5/android-guide.md', V5, data)).toEqual([]);
  });

  it('fails an Android API above minSdk without an SDK_INT check', () => {
    const java = (line: string) => `\`\`\`java\n${line}\n\`\`\``;
    const use = 'requestPermissions(new String[] { Manifest.permission.POST_NOTIFICATIONS }, 1);';
    expect(checkNativePage(java(use), 'p.md', V5, data)[0]).toContain('needs API 33');
    expect(
      checkNativePage(java(`if (Build.VERSION.SDK_INT >= 33) { ${use} }`), 'p.md', V5, data),
    ).toEqual([]);
  });

  it('counts a marked block as known and reports a stale marker', () => {
    const known: string[] = [];
    const meta = ' example=unguarded "as in the English"';
    expect(checkNativePage(swift(REQUEST, meta), 'p.md', V5, data, known)).toEqual([]);
    expect(known).toHaveLength(1);
    expect(checkNativePage(swift('let x = 1', meta), 'p.md', V5, data)[0]).toContain(
      'drop the marker',
    );
  });
});
