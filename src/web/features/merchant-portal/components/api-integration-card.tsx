import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { curlExample } from '../lib/curl-example';
import { useCopy } from '../lib/use-copy';

export function ApiIntegrationCard() {
  const copy = useCopy();
  const baseUrl = window.location.origin;
  const curl = curlExample(baseUrl);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API Integration</CardTitle>
        <CardDescription>Send payments from your server with your secret key. Never put a key in a web page or app.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div>
          <span className="font-medium">Base URL: </span>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all" data-testid="api-base-url">
            {baseUrl}
          </code>
        </div>
        <p>Split a payment across a customer&apos;s cards for the most rewards:</p>
        <pre
          tabIndex={0}
          aria-label="Example request with curl"
          className="overflow-x-auto rounded-md bg-navy p-3 font-mono text-xs leading-relaxed text-white"
        >
          <code>{curl}</code>
        </pre>
        <p className="text-muted-foreground">
          Replace <code className="font-mono">sk_test_...</code> with your test key. Test payments never move money; live keys unlock after business
          verification.
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild variant="outline">
          <Link to="/api-docs">Read the API documentation</Link>
        </Button>
        <Button variant="ghost" onClick={() => void copy(curl, { description: 'Example request copied to clipboard' })}>
          Copy example
        </Button>
      </CardFooter>
    </Card>
  );
}
