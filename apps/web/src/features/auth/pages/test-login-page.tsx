export function TestLoginPage() {
  return <h1>Test Login</h1>;
}
