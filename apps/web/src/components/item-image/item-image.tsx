import { AspectRatio } from '@mantine/core';
import { useState } from 'react';
import classes from './item-image.module.css';

/** A neutral picture for a broken image link; the server already gives a category placeholder when there is none. */
export const ITEM_PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e9ecef'/%3E%3Cpath d='M1.4 2.1l.5-.6.4.4.6-.8.7 1z' fill='%23adb5bd'/%3E%3C/svg%3E";

export interface ItemImageProps {
  /** The small card picture (WebP thumbnail) first; the full picture if the thumbnail fails. */
  src: string;
  fallbackSrc: string;
  alt: string;
}

/**
 * An item's card picture (marketplace and the donor's listings) in a fixed 4:3 frame, so the grid
 * never jumps while pictures load (lazy, below the fold).
 */
export function ItemImage({ src, fallbackSrc, alt }: ItemImageProps) {
  const candidates = [...new Set([src, fallbackSrc, ITEM_PLACEHOLDER_IMAGE].filter(Boolean))];
  const [attempt, setAttempt] = useState(0);
  return (
    <AspectRatio ratio={4 / 3}>
      <img
        className={classes.image}
        src={candidates[Math.min(attempt, candidates.length - 1)]}
        alt={alt}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        onError={() => setAttempt((current) => (current < candidates.length - 1 ? current + 1 : current))}
      />
    </AspectRatio>
  );
}
