export function NonprofitDashboardPage() {
  return <h1>Nonprofit Dashboard</h1>;
}
