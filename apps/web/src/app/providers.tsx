import './mantine-styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../config/theme';
import { queryClient } from '../lib/query-client';
import { NotificationsHost } from './notifications-host';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * The nonce the server gave this page (Vite's <meta property="csp-nonce">): the Content-Security-Policy
 * refuses inline <style> tags without it, and Mantine writes its CSS variables into such tags. Browsers
 * hide a nonce attribute's value from getAttribute, so it is read from the element's nonce property.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
const getStyleNonce = styleNonce ? () => styleNonce : undefined;
// Mantine's modals lock scrolling with react-remove-scroll, which adds a <style> tag of its own and
// takes its nonce from get-nonce.
if (styleNonce) setNonce(styleNonce);

/** Every calendar's weeks start on Sunday, as US users expect (Mantine's default is Monday). */
const DATES_SETTINGS: DatesProviderSettings = { firstDayOfWeek: 0 };

export function AppProviders({ children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
      <DatesProvider settings={DATES_SETTINGS}>
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
