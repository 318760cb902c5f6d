import { describe, expect, it } from 'vitest';
import {
  isPlatformWord,
  queryVariants,
  variantsOf,
} from '../../../../src/browser/search/queryVariants';
import { followingLists, relaxedSubsets } from '../../../../src/browser/search/querySubsets';

describe('queryVariants', () => {
  const variants = queryVariants(
    { Geolocation: ['定位', '经纬度'], 'Screen Reader': ['朗读'], Network: ['WiFi'] },
    { android: [], ios: ['苹果', 'iphone'] },
  );

  it('reads a feature word as its plugin’s name, then tries the name alone', () => {
    expect(variants(['定位'])).toEqual([['geolocation']]);
    expect(variants(['获取经纬度'])).toEqual([['获取', 'geolocation'], ['geolocation']]);
    expect(variants(['朗读', '文字'])).toEqual([
      ['screen', 'reader', '文字'],
      ['screen', 'reader'],
    ]);
    expect(variants(['wifi', '断开'])).toEqual([['network', '断开'], ['network']]);
  });

  it('tries a query with its platform’s name, then without the platform', () => {
    expect(variants(['苹果相机权限'])).toEqual([['相机权限', 'ios'], ['相机权限']]);
    expect(variants(['android', '白屏'])).toEqual([['白屏']]);
    expect(variants(['iphone', '定位'])).toEqual([
      ['geolocation', 'ios'],
      ['geolocation'],
      ['定位'],
    ]);
  });

  it('adds nothing for a query without listed words, or a platform alone', () => {
    expect(variants(['cap', 'sync'])).toEqual([]);
    expect(variants(['相机权限'])).toEqual([]);
    expect(variants(['android'])).toEqual([]);
    expect(variants(['苹果'])).toEqual([]);
    expect(queryVariants({}, {})(['定位'])).toEqual([]);
  });
});

describe('the site’s variants', () => {
  it('know the device words and platform names', () => {
    expect(variantsOf(['手机定位'])).toEqual([['手机', 'geolocation'], ['geolocation']]);
    expect(variantsOf(['ios', '键盘遮挡'])).toEqual([['键盘遮挡']]);
    expect(isPlatformWord('iOS')).toBe(true);
    expect(isPlatformWord('android')).toBe(true);
    expect(isPlatformWord('相机')).toBe(false);
  });

  it('never leave a platform alone as a relaxed query', () => {
    expect(relaxedSubsets(['android', '白屏'])).toEqual([['白屏']]);
    expect(relaxedSubsets(['statusbar', 'setstyle'])).toEqual([['setstyle'], ['statusbar']]);
  });

  it('come before a question’s words', () => {
    expect(followingLists(['ios', '推送后台不触发'], ['推送', '后台', '不', '触发'])[0]).toEqual([
      '推送后台不触发',
    ]);
  });
});
