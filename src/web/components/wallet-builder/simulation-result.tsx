import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SandboxSimulation } from '@contract/sandbox';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatGBP } from '@web/lib/format';
import { ResplitResult } from './resplit-result';
import { capEffect, DECLINE_REASON_TEXT, rateLabel, upliftLabel, outcomeLabel } from './result-format';

const axisTick = { fontSize: 12, fill: '#475569' };
const COLORS = ['#1e3a8a', '#047857', '#b45309', '#7c3aed', '#be123c'];
const pounds = (minor: number) => minor / 100;

interface Props {
  result: SandboxSimulation;
  headingLevel?: 'h2' | 'h3';
  /** Runs the simulation again with this card's leg declined; without it no card offers a decline. */
  onDecline?: (cardId: string) => void;
}

/**
 * The split as a chart, the explanation table and the comparison with simpler strategies; with a
 * declined card, the re-split that decline would cause.
 */
export function SimulationResult({ result, headingLevel = 'h2', onDecline }: Props) {
  const { explanation: ex } = result;
  const completed = result.status === 'COMPLETED';
  const bars = result.splits.map((s) => ({ name: `${s.brand} ${s.last4}`, amount: pounds(s.amount), reward: pounds(s.reward) }));
  const strategies = [
    { name: 'SmartSplit', reward: ex.optimalReward },
    ...(ex.bestSingleCard ? [{ name: 'Best single card', reward: ex.bestSingleCard.reward }] : []),
    ...(ex.naiveSplit ? [{ name: 'Naive split', reward: ex.naiveSplit.reward }] : []),
  ];
  const splitSummary = result.splits.map((s) => `${s.brand} ${s.last4}: ${formatGBP(s.amount)}, earning ${formatGBP(s.reward)}`).join('; ');

  return (
    <section aria-label="Simulation result" className="grid gap-6" data-testid="simulation-result">
      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>
            {completed ? 'The payment would complete' : 'The payment would be declined'}{' '}
            <Badge variant={completed ? 'success' : 'destructive'}>{completed ? `201 ${result.status}` : `402 ${result.status}`}</Badge>
          </CardTitle>
          <CardDescription>
            {completed
              ? `${formatGBP(result.amount)} split across ${result.splits.length} card${result.splits.length === 1 ? '' : 's'}, earning ${formatGBP(result.totalReward)} in rewards (fee ${formatGBP(result.feeAmount)}). Nothing was stored.`
              : `Declined because ${DECLINE_REASON_TEXT[result.declineReason ?? ''] ?? result.declineReason}. Nothing was stored.`}
          </CardDescription>
        </CardHeader>
        {completed ? (
          <CardContent className="grid gap-6 lg:grid-cols-2">
            <figure className="grid gap-2">
              <figcaption className="text-sm font-medium">Amount on each card (£)</figcaption>
              <div role="img" aria-label={`The split: ${splitSummary}.`} className="h-56 w-full" data-testid="split-chart">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={bars} accessibilityLayer={false}>
                    <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
                    <XAxis dataKey="name" tick={axisTick} />
                    <YAxis tick={axisTick} width={56} />
                    <Tooltip formatter={(value) => `£${Number(value).toFixed(2)}`} />
                    <Bar dataKey="amount" name="Amount" isAnimationActive={false}>
                      {bars.map((bar, i) => (
                        <Cell key={bar.name} fill={COLORS[i % COLORS.length]} />
                      ))}
                    </Bar>
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </figure>
            <figure className="grid gap-2">
              <figcaption className="text-sm font-medium">Reward by strategy (£)</figcaption>
              <div role="img" aria-label={`Rewards: ${strategies.map((s) => `${s.name} ${formatGBP(s.reward)}`).join(', ')}.`} className="h-56 w-full">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={strategies.map((s) => ({ ...s, reward: pounds(s.reward) }))} accessibilityLayer={false}>
                    <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
                    <XAxis dataKey="name" tick={axisTick} />
                    <YAxis tick={axisTick} width={56} />
                    <Tooltip formatter={(value) => `£${Number(value).toFixed(2)}`} />
                    <Bar dataKey="reward" name="Reward" fill="#047857" isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </figure>
          </CardContent>
        ) : null}
      </Card>

      {result.resplit ? <ResplitResult result={result} resplit={result.resplit} headingLevel={headingLevel} /> : null}
      {result.resplit === null ? (
        <p className="text-sm text-muted-foreground" data-testid="resplit-none">
          {completed ? 'The split puts no leg on the card to decline, so its decline changes nothing.' : 'A declined payment has no leg to decline.'}
        </p>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>Why each card earns what it earns</CardTitle>
        </CardHeader>
        <CardContent>
          <Table data-testid="explanation-table">
            <TableCaption>Each card's rate for the category &ldquo;{result.category}&rdquo;, what its cap does, and its share of the split.</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Card</TableHead>
                <TableHead>Outcome</TableHead>
                <TableHead>Rate</TableHead>
                <TableHead>Cap</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead className="text-right">Reward</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ex.cards.map((row) => (
                <TableRow key={row.cardId}>
                  <TableHead scope="row" className="font-medium text-foreground">
                    {row.brand} •••• {row.last4}
                  </TableHead>
                  <TableCell>
                    <span className="flex flex-wrap items-center gap-2">
                      {outcomeLabel(row)}
                      {onDecline && row.use === 'USED' ? (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => onDecline(row.cardId)}
                          aria-label={`Decline this card: ${row.brand} •••• ${row.last4}`}
                        >
                          Decline this card
                        </Button>
                      ) : null}
                    </span>
                  </TableCell>
                  <TableCell>{rateLabel(row)}</TableCell>
                  <TableCell>{capEffect(row)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatGBP(row.amount)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatGBP(row.reward)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>Compared with simpler strategies</CardTitle>
          <CardDescription>
            The best single card takes the whole payment on the one card that earns most. The naive split shares it in proportion to available balances across
            the cards with the most available (at most {result.maxSplits}).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Table data-testid="comparison-table">
            <TableHeader>
              <TableRow>
                <TableHead>Strategy</TableHead>
                <TableHead>Split</TableHead>
                <TableHead className="text-right">Reward</TableHead>
                <TableHead className="text-right">SmartSplit earns</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              <TableRow>
                <TableHead scope="row" className="font-medium text-foreground">
                  SmartSplit
                </TableHead>
                <TableCell>{completed ? result.splits.map((s) => `${s.last4}: ${formatGBP(s.amount)}`).join(', ') : 'Declined'}</TableCell>
                <TableCell className="text-right tabular-nums">{formatGBP(ex.optimalReward)}</TableCell>
                <TableCell className="text-right">—</TableCell>
              </TableRow>
              {(
                [
                  ['Best single card', ex.bestSingleCard, ex.upliftOverBestSingleCard],
                  ['Naive split', ex.naiveSplit, ex.upliftOverNaiveSplit],
                ] as const
              ).map(([name, baseline, uplift]) => (
                <TableRow key={name}>
                  <TableHead scope="row" className="font-medium text-foreground">
                    {name}
                  </TableHead>
                  <TableCell>
                    {baseline
                      ? baseline.splits.map((s) => `${ex.cards.find((c) => c.cardId === s.cardId)?.last4 ?? s.cardId}: ${formatGBP(s.amount)}`).join(', ')
                      : 'Not possible'}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{baseline ? formatGBP(baseline.reward) : '—'}</TableCell>
                  <TableCell className="text-right tabular-nums">{baseline ? upliftLabel(uplift) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </section>
  );
}
