import type { SandboxSimulation } from '@contract/sandbox';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatGBP } from '@web/lib/format';
import { resplitSummary } from './result-format';

type Resplit = NonNullable<SandboxSimulation['resplit']>;

/**
 * What the payment lifecycle would do if the gateway declined one card's leg: the legs that stand,
 * the re-split's new legs, and the reward lost; or that the payment would fail.
 */
export function ResplitResult({ result, resplit, headingLevel }: { result: SandboxSimulation; resplit: Resplit; headingLevel: 'h2' | 'h3' }) {
  const declined = result.explanation.cards.find((c) => c.cardId === resplit.declinedCardId);
  const name = declined ? `${declined.brand} •••• ${declined.last4}` : resplit.declinedCardId;
  const rows = [
    ...resplit.standingLegs.map((leg) => ({ ...leg, role: resplit.covered ? 'Stands' : 'Voided' })),
    ...resplit.newLegs.map((leg) => ({ ...leg, role: 'New leg' })),
  ];
  return (
    <Card data-testid="resplit-result">
      <CardHeader>
        <CardTitle as={headingLevel}>
          If {name} is declined{' '}
          <Badge variant={resplit.covered ? 'success' : 'destructive'}>{resplit.covered ? 'Re-split covers it' : 'Payment would FAIL'}</Badge>
        </CardTitle>
        <CardDescription>{resplitSummary(result, resplit, name)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-lg font-semibold" data-testid="reward-lost">
          Reward lost: {formatGBP(resplit.rewardLost)}
        </p>
        <Table data-testid="resplit-table">
          <TableCaption>
            The legs after the decline of {name}&apos;s {formatGBP(resplit.shortfall)}. A new leg&apos;s reward is what it adds on top of what the card already
            carries.
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Card</TableHead>
              <TableHead>Leg</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Reward</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((leg) => (
              <TableRow key={`${leg.role}-${leg.cardId}`}>
                <TableHead scope="row" className="font-medium text-foreground">
                  {leg.brand} •••• {leg.last4}
                </TableHead>
                <TableCell>{leg.role}</TableCell>
                <TableCell className="text-right tabular-nums">{formatGBP(leg.amount)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatGBP(leg.reward)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
