import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileAllLayouts, EMAIL_LAYOUTS_FILE } from '@server/modules/email';

describe('the compiled email layouts', () => {
  it('are what the MJML source compiles to now (else: npm run email:layouts)', { timeout: 30_000 }, () => {
    const stored = JSON.parse(readFileSync(EMAIL_LAYOUTS_FILE, 'utf8')) as Record<string, string>;
    expect(stored).toEqual(compileAllLayouts());
  });
});
