export function ResetPasswordPage() {
  return <h1>Reset Password</h1>;
}
