/**
 * `npm run email:layouts`: compiles the MJML email layout (src/server/modules/email/mjml-layout.ts) in
 * each of its shapes and writes them to email-layouts.json, which the server reads instead of loading
 * MJML. Run it after changing the layout; scripts/email-layouts.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { compileAllLayouts, EMAIL_LAYOUTS_FILE } from '@server/modules/email';

writeFileSync(EMAIL_LAYOUTS_FILE, JSON.stringify(compileAllLayouts(), null, 2) + '\n');
console.log(`Wrote ${EMAIL_LAYOUTS_FILE}`);
