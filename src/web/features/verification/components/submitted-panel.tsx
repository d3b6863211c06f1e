import { useEffect } from 'react';
import { CircleCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

export const REDIRECT_DELAY_MS = 2000;

/** After finalize (docs/product-spec.md section 4): say what happens next, then return to the portal. */
export function SubmittedPanel() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/merchant-portal'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Card className="border-accent" role="status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CircleCheck className="size-5 text-accent" aria-hidden="true" />
          Documents submitted
        </CardTitle>
        <CardDescription>Your documents are submitted and will be reviewed within 24-48 hours. Taking you back to the portal…</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button onClick={() => navigate('/merchant-portal')}>Go to the portal now</Button>
      </CardFooter>
    </Card>
  );
}
