/** Placeholder until the payment Sandbox is built. */
export function SandboxPage() {
  return null;
}
