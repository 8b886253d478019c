import { Tabs } from '@mantine/core';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { AfterFirstPaint } from '../after-first-paint';
import { DashboardFrame, DashboardHeading, SectionLoader } from '../dashboard-heading/dashboard-heading';
import { SectionErrorBoundary } from '../errors/section-error-boundary';
import { TabStrip } from './tab-strip';
import { useTabParam } from './use-tab-param';
import classes from './dashboard-shell.module.css';

export interface DashboardTab {
  value: string;
  label: string;
  icon?: ReactNode;
  /** Mounted only while the tab is active; may contain React.lazy components. */
  content: ReactNode;
  /** Starts loading a lazy tab's code; called when the pointer or the focus reaches the tab. */
  preload?: () => void;
}

export interface DashboardShellProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Right side of the title row (e.g. a primary action). */
  actions?: ReactNode;
  /** Between the title and the tabs: alerts, stat cards, balance bars. */
  header?: ReactNode;
  /**
   * True while the data of the header and the first tab loads: the header and the tabs wait behind
   * one loader and appear together, so nothing that arrives later (a banner, a figure's hint) pushes
   * what is already shown down the page.
   */
  loading?: boolean;
  tabs: readonly DashboardTab[];
  defaultTab?: string;
  /** Other accepted `?tab=` values mapped to a tab value. */
  tabAliases?: Readonly<Record<string, string>>;
  /** Accessible name of the tab list. */
  tabsLabel: string;
  /**
   * True when each tab keeps its own filters in the URL (the admin console): switching tabs drops
   * every parameter but `tab`, so one tab's filters never apply to another.
   */
  tabOwnsParams?: boolean;
}

/**
 * The frame every role dashboard shares: one h1, header slot, URL-synced tabs with lazy panels; a tab
 * that fails to render shows Try again in its panel while the rest of the dashboard keeps working.
 */
export function DashboardShell({
  title,
  subtitle,
  actions,
  header,
  loading: loadingNow = false,
  tabs,
  defaultTab,
  tabAliases,
  tabsLabel,
  tabOwnsParams = false,
}: DashboardShellProps) {
  const values = tabs.map((tab) => tab.value);
  const [active, setActive] = useTabParam({
    values,
    defaultValue: defaultTab ?? values[0] ?? '',
    aliases: tabAliases,
    dropOtherParams: tabOwnsParams,
  });
  // The data arrives as one urgent update, which React renders in one go: the header, the tabs and the
  // first tab's content would block the page for hundreds of milliseconds on a slow phone. Deferred,
  // they render in slices between which the browser stays responsive.
  const loading = useDeferredValue(loadingNow, true);

  return (
    <DashboardFrame>
      <DashboardHeading title={title} subtitle={subtitle} actions={actions} />
      {loading ? (
        <SectionLoader />
      ) : (
        <>
          {header}
          <Tabs
            value={active}
            onChange={(next) => next && setActive(next)}
            keepMounted={false}
            classNames={{ tab: classes.tab }}
          >
            <TabStrip active={active} activeIsFirst={active === values[0]}>
              <Tabs.List aria-label={tabsLabel} className={classes.list}>
                {tabs.map((tab) => (
                  <Tabs.Tab
                    key={tab.value}
                    value={tab.value}
                    leftSection={tab.icon}
                    data-tour={`tab-${tab.value}`}
                    onPointerEnter={tab.preload}
                    onFocus={tab.preload}
                  >
                    {tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </TabStrip>
            {/*
             * The header, the figures and the tabs come first, in their own frame; the tab's content follows
             * in the next one, so no single commit and its layout block the page for long on a phone
             * (docs/quality.md, Lighthouse). Switching tabs later has no such wait.
             */}
            <AfterFirstPaint fallback={<SectionLoader />} inTransition>
              {tabs.map((tab) => (
                <Tabs.Panel key={tab.value} value={tab.value} pt="lg" className={classes.panel}>
                  <SectionErrorBoundary subject={`The ${tab.label} tab`} resetKeys={[active]}>
                    <Suspense fallback={<SectionLoader />}>{tab.content}</Suspense>
                  </SectionErrorBoundary>
                </Tabs.Panel>
              ))}
            </AfterFirstPaint>
          </Tabs>
        </>
      )}
    </DashboardFrame>
  );
}
