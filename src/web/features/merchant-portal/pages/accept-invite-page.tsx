import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { lookupTeamInvitation } from '@contract/endpoints/merchant-team';
import type { MerchantSessionResponse } from '@contract/merchant-auth';
import { INVITATION_TTL_DAYS, MERCHANT_ROLE_DESCRIPTIONS } from '@contract/merchant-team';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useLinkToken } from '@web/lib/use-link-token';
import { merchantApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';
import { useStoredToken } from '@web/lib/use-stored-token';
import { toast } from '@web/lib/use-toast';
import { AcceptInviteForm } from '../components/accept-invite-form';
import { PortalHeader } from '../components/portal-header';
import { startMerchantSession } from '../lib/start-session';

/** /merchant-portal/accept-invite?token=...: the page an invitation email links to; works signed out. */
export default function AcceptInvitePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useStoredToken('merchantToken') !== null;
  const token = useLinkToken();
  const [linkBroken, setLinkBroken] = useState(false);

  // Once accepted, the link is used up: starting the session clears the portal's cache, and the look-up must not run again.
  const joined = useRef(false);
  // The token goes in the body, and not into the cache key either.
  const invitation = useQuery({
    queryKey: ['team-invitation-lookup'],
    queryFn: () => merchantApi.call(lookupTeamInvitation, { body: { token: token ?? '' } }),
    enabled: token !== null && !joined.current,
    staleTime: Infinity,
    gcTime: 0,
  });

  const accepted = (response: MerchantSessionResponse) => {
    joined.current = true;
    startMerchantSession(queryClient, response);
    toast({ title: `Welcome to ${response.merchant.companyName}`, description: `You have joined as ${MERCHANT_ROLE_LABELS[response.user.role]}.` });
    navigate('/merchant-portal', { replace: true });
  };

  const invalid = token === null || linkBroken || (isHttpError(invitation.error) && invitation.error.code === 'INVALID_INVITATION');

  let body;
  if (invalid) {
    body = (
      <p role="alert" className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          {token === null
            ? 'This page needs the link from your invitation email.'
            : `This invitation link is not valid: it may have been used, revoked or have expired (links work once, for ${INVITATION_TTL_DAYS} days). Ask an owner or admin of the account to invite you again.`}
        </span>
      </p>
    );
  } else if (invitation.isPending) {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        Checking your invitation…
      </p>
    );
  } else if (invitation.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {serverMessage(invitation.error) ?? 'We could not check your invitation. Check your connection and reload the link from your email.'}
      </p>
    );
  } else {
    const { companyName, email, role } = invitation.data;
    body = (
      <div className="grid gap-4">
        <dl className="grid gap-x-4 gap-y-2 rounded-md border border-border p-3 text-sm sm:grid-cols-[max-content_1fr]" data-testid="invitation-summary">
          <dt className="font-medium">Company</dt>
          <dd className="break-words">{companyName}</dd>
          <dt className="font-medium">Your role</dt>
          <dd>
            {MERCHANT_ROLE_LABELS[role]}: {MERCHANT_ROLE_DESCRIPTIONS[role]}
          </dd>
        </dl>
        {signedIn ? (
          <p className="text-sm text-muted-foreground">Joining signs this browser out of the account it is signed in to now and into the new one.</p>
        ) : null}
        <AcceptInviteForm token={token!} email={email} onAccepted={accepted} onLinkBroken={() => setLinkBroken(true)} />
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <PortalHeader />
      <Card className="mx-auto w-full max-w-lg">
        <CardHeader>
          <CardTitle as="h2">{invitation.data ? `Join ${invitation.data.companyName} on SmartSplit` : 'Join your team on SmartSplit'}</CardTitle>
          <CardDescription>Choose your name and a password to accept the invitation.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {body}
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link to="/merchant-portal" className="font-medium text-primary underline-offset-4 hover:underline">
              Go to the merchant portal
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
