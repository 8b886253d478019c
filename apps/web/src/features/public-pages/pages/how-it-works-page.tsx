export function HowItWorksPage() {
  return <h1>How It Works</h1>;
}
