import { Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useCopy } from '../lib/use-copy';

/** A secret shown in a read-only box people can select by hand, with a copy button beside it. */
export function SecretField({ id, label, secret }: { id: string; label: string; secret: string }) {
  const copy = useCopy();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-xs sm:text-sm"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="secret-value"
        />
        <Button type="button" variant="outline" onClick={() => void copy(secret)} aria-label={`Copy ${label}`}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}
