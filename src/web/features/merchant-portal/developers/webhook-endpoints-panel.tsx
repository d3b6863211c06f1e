/** Placeholder until this part of the Developers area is built. */
export function WebhookEndpointsPanel() {
  return null;
}
