import { useState } from 'react';
import type { MaskedVerificationDetails } from '@contract/verification';
import { Button } from '@web/components/ui/button';
import { DetailsForm } from './details-form';
import { MaskedDetails } from './masked-details';

interface Props {
  saved: MaskedVerificationDetails | null;
  onContinue: () => void;
}

/** Step 1: saved details are shown masked with an Edit option; otherwise the form. */
export function DetailsStep({ saved, onContinue }: Props) {
  const [editing, setEditing] = useState(false);
  const showForm = editing || saved === null;

  return (
    <section aria-labelledby="details-title" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="details-title" className="text-xl font-semibold">
          Business Details
        </h2>
        <p className="text-sm text-muted-foreground">
          {showForm
            ? 'All fields are required. Enter them exactly as they appear on your company and bank records.'
            : 'Your saved details. Bank numbers and tax ID are masked for your security.'}
        </p>
      </div>
      {showForm ? (
        <DetailsForm
          saved={saved}
          onSaved={() => {
            setEditing(false);
            onContinue();
          }}
          onCancel={saved ? () => setEditing(false) : undefined}
        />
      ) : (
        <>
          <MaskedDetails details={saved} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit details
            </Button>
            <Button onClick={onContinue}>Continue to documents</Button>
          </div>
        </>
      )}
    </section>
  );
}
