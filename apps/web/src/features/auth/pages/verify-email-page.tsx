export function VerifyEmailPage() {
  return <h1>Verify Email</h1>;
}
