import { describe, expect, it } from 'vitest';
import {
  MAX_VARIANT_CHARS,
  queryVariants,
  variantsOf,
} from '../../../../src/browser/search/queryVariants';

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

  it('leaves a whole question as it is: a feature word inside it is no topic', () => {
    expect(variants(['拒绝定位权限后再申请不弹窗'])).toEqual([]);
    expect(variants(['android', '拒绝定位权限后再申请'])).toEqual([]);
    expect(variants(['定位', '权限', '被', '拒绝'])).toEqual([]);
    expect(variants(['定'.repeat(MAX_VARIANT_CHARS - 2) + '定位'])).not.toEqual([]);
    expect(variants(['定'.repeat(MAX_VARIANT_CHARS - 1) + '定位'])).toEqual([]);
  });

  it('adds nothing for a command naming a platform, a query without listed words, or a platform alone', () => {
    expect(variants(['cap', 'add', 'android'])).toEqual([]);
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
    expect(variantsOf(['拒绝相机权限后再申请不弹窗'])).toEqual([]);
    expect(variantsOf(['横屏'])).toEqual([['screen', 'orientation']]);
  });
});
