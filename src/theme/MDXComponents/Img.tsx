import React, { useState, type ComponentProps, type ReactNode } from 'react';
import Img from '@theme-original/MDXComponents/Img';
import { translate } from '@docusaurus/Translate';

type Props = ComponentProps<'img'>;

/** A content image that failed to load says so in Chinese instead of showing a broken icon. */
export default function ImgWrapper(props: Props): ReactNode {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="image-not-found" role="img" aria-label={props.alt}>
        {translate({ id: 'theme.Image.notFound', message: '图片无法显示' })}
        {props.alt ? `：${props.alt}` : ''}
      </span>
    );
  }
  return (
    <Img
      {...props}
      onError={(event: React.SyntheticEvent<HTMLImageElement>) => {
        setFailed(true);
        props.onError?.(event);
      }}
    />
  );
}
