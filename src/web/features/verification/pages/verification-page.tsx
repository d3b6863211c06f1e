import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { merchantMe } from '@contract/endpoints/merchant-account';
import { getKybReview } from '@contract/endpoints/merchant-verification';
import { MERCHANT_CAN, roleAllowed } from '@contract/roles';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { endpointQuery, merchantApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { decodeTokenPayload } from '@web/lib/token-storage';
import { useStoredToken } from '@web/lib/use-stored-token';
import { DetailsStep } from '../components/details-step';
import { DocumentsStep } from '../components/documents-step';
import { ReviewUploads } from '../components/review-uploads';
import { RoleNotice } from '../components/role-notice';
import { SignInPrompt } from '../components/sign-in-prompt';
import { StepIndicator } from '../components/step-indicator';
import { SubmissionStatus } from '../components/submission-status';
import { SubmittedPanel } from '../components/submitted-panel';
import { useVerificationState } from '../lib/verification-queries';

/** /merchant-verification: the two-step wizard, resumed from the server's record of where the merchant left off. */
export default function VerificationPage() {
  const token = useStoredToken('merchantToken');
  // The signed-in user, not the token: a renewed token (X-Auth-Token) must not restart the wizard.
  const subject = token ? String(decodeTokenPayload(token)?.sub ?? token) : null;
  return (
    <main id="main" className="mx-auto grid w-full grid-cols-1 max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/merchant-portal">
            <ArrowLeft aria-hidden="true" />
            Back to Portal
          </Link>
        </Button>
      </div>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-primary">Business Verification</h1>
        <p className="text-muted-foreground">Verify your business to unlock LIVE API access. It takes two steps: your business details, then five documents.</p>
      </header>
      {/* Keyed by user so a different merchant signing in starts the wizard afresh. */}
      {subject ? <Wizard key={subject} /> : <SignInPrompt />}
    </main>
  );
}

function Wizard() {
  const me = useQuery(endpointQuery(merchantApi, merchantMe));
  const state = useVerificationState();
  const review = useQuery(endpointQuery(merchantApi, getKybReview));
  const [step, setStep] = useState<1 | 2 | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const role = me.data?.user.role;

  if (submitted) return <SubmittedPanel />;
  // The server refuses verification changes to other roles (403 FORBIDDEN_ROLE); say so before anyone fills in a form.
  if (role !== undefined && !roleAllowed(MERCHANT_CAN.manageAccount, role)) return <RoleNotice role={role} />;
  if (state.isPending || me.isPending) {
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        Loading your verification…
      </p>
    );
  }
  if (state.isError || !state.data) {
    return (
      <Card role="alert">
        <CardContent className="grid gap-3 pt-6">
          <p>We could not load your verification: {serverMessage(state.error) ?? 'check your connection and try again.'}</p>
          <div>
            <Button onClick={() => void state.refetch()} disabled={state.isFetching}>
              Try again
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  const data = state.data;
  if (data.verificationStatus === 'APPROVED' && review.data?.open) return <ReviewUploads state={data} review={review.data} />;
  if (data.verificationStatus === 'UNDER_REVIEW' || data.verificationStatus === 'APPROVED') return <SubmissionStatus state={data} />;

  // Resume: with details already saved, the documents are the next thing to do.
  const current = step ?? (data.details ? 2 : 1);
  const rejected = data.documents.filter((d) => d.status === 'REJECTED').length;
  return (
    <div className="grid gap-6">
      {data.verificationStatus === 'ACTION_REQUIRED' ? (
        <p className="flex items-start gap-2 rounded-lg border border-destructive p-4 text-sm">
          <FileWarning className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            <strong>Action required.</strong>{' '}
            {rejected > 0
              ? `Our reviewers rejected ${rejected === 1 ? 'one document' : `${rejected} documents`}. Read the notes, replace ${rejected === 1 ? 'it' : 'them'} and submit for review again.`
              : 'Check your documents and submit for review again.'}
          </span>
        </p>
      ) : null}
      <StepIndicator current={current} />
      <Card>
        <CardContent className="pt-6">
          {current === 1 ? (
            <DetailsStep saved={data.details} onContinue={() => setStep(2)} />
          ) : (
            <DocumentsStep state={data} onBack={() => setStep(1)} onSubmitted={() => setSubmitted(true)} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
