import { Image, type ImageProps } from '@mantine/core';

/** A neutral box shown when an item has no picture or its picture fails to load. */
const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f1f3f5"/>' +
      '<path d="M30 38l18-10 18 10v22l-18 10-18-10z" fill="none" stroke="#adb5bd" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M30 38l18 10 18-10M48 48v22" fill="none" stroke="#adb5bd" stroke-width="3" stroke-linejoin="round"/></svg>',
  );

export interface RequestImageProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  src: string | null | undefined;
  loading?: 'lazy' | 'eager';
}

/** An item's picture; decorative (alt="") because the item title always sits beside it. */
export function RequestImage({ src, ...props }: RequestImageProps) {
  return <Image src={src || null} fallbackSrc={PLACEHOLDER} alt="" fit="cover" {...props} />;
}
