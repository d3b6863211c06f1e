/**
 * Sections that a later issue builds. Until then each says what it will hold, with no figures
 * and no buttons that do nothing (the spec's originals were illustrative; ours show only stored data).
 */
export const UPCOMING_SECTIONS: Record<string, { holds: string; meanwhile?: { text: string; to: string; linkText: string } }> = {};
