const REASON_TEXT: Record<string, string> = {
  VELOCITY_LIMIT: 'Velocity limit',
  NO_VIABLE_CARD: 'No viable card',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
};

/** "VELOCITY_LIMIT" -> "Velocity limit"; an unknown code is made readable rather than hidden. */
export function declineReasonLabel(reason: string): string {
  return (
    REASON_TEXT[reason] ??
    reason
      .replace(/_/g, ' ')
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase())
  );
}
