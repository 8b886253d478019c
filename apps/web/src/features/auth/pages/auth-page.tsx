export function LoginPage() {
  return <h1>Login</h1>;
}
export function SignupPage() {
  return <h1>Sign Up</h1>;
}
