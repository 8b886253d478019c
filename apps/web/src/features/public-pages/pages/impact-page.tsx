export function ImpactPage() {
  return <h1>Impact</h1>;
}
