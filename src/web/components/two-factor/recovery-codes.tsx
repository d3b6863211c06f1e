import { Copy, Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { recoveryCodesText } from '@web/lib/two-factor-api';
import { toast } from '@web/lib/use-toast';

interface Props {
  codes: readonly string[];
  account: string;
  onDone: () => void;
  doneLabel?: string;
}

/** The ten recovery codes, shown once after enabling, to copy or download before moving on. */
export function RecoveryCodes({ codes, account, onDone, doneLabel = 'I have saved my recovery codes' }: Props) {
  const text = recoveryCodesText(codes, account);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Recovery codes copied to the clipboard' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser blocked the clipboard. Select the codes and copy them by hand.', variant: 'destructive' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'smartsplit-recovery-codes.txt';
    link.click();
    // Give the download a moment to start before the address goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section className="grid gap-4" aria-labelledby="recovery-codes-title">
      <div>
        <h3 id="recovery-codes-title" className="font-semibold">
          Save your recovery codes
        </h3>
        <p className="text-sm text-muted-foreground">
          Each code signs you in once if you lose your phone. They are shown only now: store them in a password manager or print them.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm" aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download as text
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
