import { parse, GLOBAL_HELP } from '../args.js';
import { credentials, writeConfig } from '../config.js';
import { CliError, type CommandContext } from '../context.js';
import { SmartSplit } from '../../client.js';

export const LOGIN_HELP = `Usage: smartsplit login [--api-key KEY] [--base-url URL]

Checks a test API key with one call to the server and keeps it (and the server's address) in
$XDG_CONFIG_HOME/smartsplit/config.json (default ~/.config/smartsplit), readable by you only.
Without --api-key, the key comes from SMARTSPLIT_API_KEY. Live keys are refused: the CLI makes
test payments and forwards test events.

${GLOBAL_HELP}`;

export async function login(args: string[], { io }: CommandContext): Promise<number> {
  const { values } = parse('login', args, {});
  if (values.help) return (io.out(LOGIN_HELP), 0);
  // The key to store comes from the command line or the environment, never from the stored file.
  const apiKey = (values['api-key'] ?? io.env.SMARTSPLIT_API_KEY)?.trim();
  if (!apiKey) throw new CliError('Pass the key to store: smartsplit login --api-key sk_test_... (or set SMARTSPLIT_API_KEY)');
  if (apiKey.startsWith('sk_live_')) {
    throw new CliError('That is a live key. The CLI only works with test keys (sk_test_...): copy one from the portal’s Developers page.');
  }
  if (!apiKey.startsWith('sk_test_')) throw new CliError('That does not look like a SmartSplit test key (sk_test_...)');
  const { baseUrl } = credentials(values, io.env);
  const client = new SmartSplit({ apiKey, baseUrl, maxRetries: 1 });
  // One call checks the key is known, active and of this server.
  await client.events.list({ limit: 1 }).firstPage();
  const file = writeConfig({ apiKey, baseUrl }, io.env);
  io.out(`Logged in to ${baseUrl} with ${apiKey.slice(0, 12)}… (kept in ${file})`);
  return 0;
}
