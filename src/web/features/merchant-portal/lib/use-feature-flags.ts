import { useQuery } from '@tanstack/react-query';
import { merchantFeatureFlags } from '@contract/endpoints/merchant-feature-flags';
import type { GatedFlagKey } from '@contract/feature-flags';
import { endpointQuery, merchantApi } from '@web/lib/api-client';

/** Every feature flag, on or off for the signed-in merchant; the portal shell loads it with /me. */
export function useFeatureFlags() {
  return useQuery({ ...endpointQuery(merchantApi, merchantFeatureFlags), staleTime: 60_000 });
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
