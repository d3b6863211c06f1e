import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** /merchant-portal/security: the signed-in user's password, sessions and two-factor sign-in. */
export function SecurityPage() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        <p>Your security settings load here.</p>
      </CardContent>
    </Card>
  );
}
