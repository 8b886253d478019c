// Mantine's Drawer alone, for MobileNav's dynamic import: importing '@mantine/core' itself
// dynamically would put the whole library in the lazy chunk.
export { Drawer } from '@mantine/core';
