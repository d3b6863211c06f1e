import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSdkTypes, SDK_TYPES_FILE } from './sdk-types';

describe('the Node SDK’s generated types', () => {
  it('match what the server’s OpenAPI document generates now (run `npm run sdk:types` when this fails)', async () => {
    const committed = readFileSync(SDK_TYPES_FILE, 'utf8');
    const fresh = await renderSdkTypes();
    expect(committed === fresh, 'packages/sdk/src/generated/openapi.ts is stale: run `npm run sdk:types`').toBe(true);
  }, 60_000);
});
