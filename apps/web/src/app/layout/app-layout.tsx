import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Placeholder shell: header, footer and scroll-to-top are filled in by the layout work. */
export function AppLayout() {
  return (
    <Box component="main">
      <Outlet />
    </Box>
  );
}
