import { useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/** Logged out: Sign Up (the default) and Log In tabs (docs/product-spec.md section 2). */
export function AuthCard() {
  // After a password reset (or "Back to sign-in") the page opens on Log In.
  const signIn = (useLocation().state as { signIn?: boolean } | null)?.signIn === true;
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <CardTitle>Get started with SmartSplit</CardTitle>
        <CardDescription>
          Create a merchant account to get a TEST API key straight away, or log in to manage your integration and business verification.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={signIn ? 'login' : 'signup'}>
          <TabsList aria-label="Sign up or log in">
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
            <TabsTrigger value="login">Log In</TabsTrigger>
          </TabsList>
          <TabsContent value="signup">
            <SignupForm />
          </TabsContent>
          <TabsContent value="login">
            <LoginForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
