export function DonorDashboardPage() {
  return <h1>Donor Dashboard</h1>;
}
