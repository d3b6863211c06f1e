import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

export function SignInPrompt() {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle>Sign in to verify your business</CardTitle>
        <CardDescription>Business verification is part of your merchant account. Sign up or log in first, then come back here.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link to="/merchant-portal">Go to the merchant portal</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
