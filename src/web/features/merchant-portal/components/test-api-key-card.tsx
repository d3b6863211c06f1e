import { TriangleAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { forgetSignupKey, type OneTimeKey } from '../lib/one-time-secret';
import { SecretField } from './secret-field';

/** The sign-up TEST key, in this session only (docs/product-spec.md section 2). */
export function TestApiKeyCard({ apiKey }: { apiKey: OneTimeKey }) {
  return (
    <Card className="border-accent">
      <CardHeader>
        <CardTitle>Test API Key</CardTitle>
        <CardDescription>Use it to try the payment API in test mode. No real money moves.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            <strong>This key is shown only once.</strong> Copy it now and keep it somewhere safe: we store only a hash of it, so nobody can show it to you
            again. If you lose it, create a new test key below.
          </span>
        </p>
        <SecretField id="signup-test-key" label="Test API key" secret={apiKey.secret} />
      </CardContent>
      <CardFooter>
        <Button variant="ghost" onClick={forgetSignupKey}>
          I have saved it, hide the key
        </Button>
      </CardFooter>
    </Card>
  );
}
