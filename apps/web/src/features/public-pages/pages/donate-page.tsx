export function DonatePage() {
  return <h1>Donate</h1>;
}
