import { useQuery } from '@tanstack/react-query';
import { merchantFeatureFlags } from '@contract/endpoints/merchant-feature-flags';
import type { GatedFlagKey } from '@contract/feature-flags';
import { endpointQuery, merchantApi } from '@web/lib/api-client';

/**
 * Every feature flag, on or off for the signed-in merchant. The portal shell loads it once /me has
 * confirmed the session (`enabled`), so a stale token is refused once, not twice.
 */
export function useFeatureFlags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...endpointQuery(merchantApi, merchantFeatureFlags), staleTime: 60_000, enabled });
}

/**
 * Whether a flag is on for the signed-in merchant: 'loading' until the flags have answered, then
 * true or false (a flag that failed to load counts as off, as the server treats a missing flag),
 * so a gated feature never flashes up first.
 */
export function useFeatureFlag(key: GatedFlagKey): boolean | 'loading' {
  const flags = useFeatureFlags();
  if (flags.isPending) return 'loading';
  return flags.data?.flags[key] === true;
}
