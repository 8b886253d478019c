/**
 * Query keys that more than one feature reads or invalidates, defined once here because features do
 * not import each other. Dashboards key their data `['dashboard', role, id]`, so `dashboardQueryKey`
 * refreshes them all.
 */
export const tokenBalanceQueryKey = ['token-balance'] as const;
export const tokenBalanceQueryKeyFor = (nonprofitId: number) => [...tokenBalanceQueryKey, nonprofitId] as const;

export const dashboardQueryKey = ['dashboard'] as const;

export const invoicesQueryKey = ['invoices'] as const;
export const invoicesQueryKeyFor = (nonprofitId: number, status: string) =>
  [...invoicesQueryKey, nonprofitId, status] as const;
