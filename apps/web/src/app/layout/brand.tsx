import { PRODUCT_NAME } from '@app/shared';
import { ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import classes from './app-layout.module.css';

export interface BrandProps {
  /** Let the name give way to the header links on mid-size screens (the link keeps its accessible name). */
  compact?: boolean;
}

export function Brand({ compact = false }: BrandProps) {
  return (
    <Link to={paths.home} className={classes.brand} aria-label={`${PRODUCT_NAME} home`}>
      <ThemeIcon size={36} radius="md" variant="filled" aria-hidden>
        <IconHeartHandshake size={22} stroke={1.8} />
      </ThemeIcon>
      <span className={compact ? classes.brandName : undefined}>{PRODUCT_NAME}</span>
    </Link>
  );
}
