export function MarketplacePage() {
  return <h1>Marketplace</h1>;
}
