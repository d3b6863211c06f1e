import { useMemo, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Play, Plus, Save, Trash2 } from 'lucide-react';
import type { SandboxSimulation, SandboxSimulationRequest } from '@contract/sandbox';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { fieldClasses, Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { HttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';
import { CardEditor } from './card-editor';
import { BUILT_IN_SCENARIOS, type Scenario } from './presets';
import { deleteScenario, loadSavedScenarios, saveScenario } from './saved-scenarios';
import { SimulationResult } from './simulation-result';
import { blankCard, MAX_CARDS, toRequestBody, type DraftErrors, type WalletDraft } from './wallet-model';

interface Props {
  /** Runs the body through the area's Sandbox endpoint (portal or admin): the builder imports no feature. */
  simulate: (body: SandboxSimulationRequest) => Promise<SandboxSimulation>;
  /** Prefixes element ids. */
  idPrefix: string;
}

const copy = (draft: WalletDraft): WalletDraft => JSON.parse(JSON.stringify(draft)) as WalletDraft;

/**
 * The wallet builder shared by the portal Sandbox and the admin Sandbox: a scenario to start from,
 * the payment (amount, category, maxSplits) and the cards, then the result with its chart and
 * explanation. Scenarios a person saves stay in this browser.
 */
export function WalletBuilder({ simulate, idPrefix }: Props) {
  const [draft, setDraft] = useState<WalletDraft>(() => copy(BUILT_IN_SCENARIOS[0]!.draft));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saved, setSaved] = useState<Scenario[]>(() => loadSavedScenarios());
  const [scenarioName, setScenarioName] = useState('');
  const [notice, setNotice] = useState('');
  // A card whose leg the gateway would decline; blank for none. A removed card drops out of it.
  const [declineChoice, setDeclineChoice] = useState('');
  const declineCardId = draft.cards.some((c) => c.id === declineChoice) ? declineChoice : '';
  const scenarios = useMemo(() => [...BUILT_IN_SCENARIOS, ...saved], [saved]);
  const run = useMutation({ mutationFn: simulate });
  const id = (name: string) => `${idPrefix}-${name}`;

  const runWith = (decline: string) => {
    const { body, errors: problems } = toRequestBody(draft);
    setErrors(problems);
    if (body) run.mutate(decline ? { ...body, declineCardId: decline } : body);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    runWith(declineCardId);
  };
  const declineAndRun = (cardId: string) => {
    setDeclineChoice(cardId);
    runWith(cardId);
  };
  const load = (value: string) => {
    const scenario = scenarios.find((s) => `${s.builtIn ? 'b' : 's'}:${s.name}` === value);
    if (!scenario) return;
    setDraft(copy(scenario.draft));
    setDeclineChoice('');
    setErrors({});
    run.reset();
    setNotice(`Loaded “${scenario.name}”.`);
  };
  const save = () => {
    const name = scenarioName.trim();
    if (!name) return setNotice('Name the scenario to save it.');
    const ok = saveScenario(name, draft);
    setSaved(loadSavedScenarios());
    setNotice(ok ? `Saved “${name}” in this browser.` : 'This browser would not store the scenario.');
  };
  const remove = (name: string) => {
    deleteScenario(name);
    setSaved(loadSavedScenarios());
    setNotice(`Deleted “${name}”.`);
  };
  // A refusal names its field the way the body does (cards.1.rewardRate): show it there too.
  const serverError = run.error ? (serverMessage(run.error) ?? 'The simulation failed; try again.') : null;
  const serverField = run.error instanceof HttpError ? run.error.field : undefined;
  const shownErrors = serverField && serverError ? { ...errors, [serverField]: serverError } : errors;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Wallet</CardTitle>
          <CardDescription>
            Build a customer&apos;s wallet and payment, or start from a scenario. The simulation applies the payment API&apos;s rules (velocity aside) and
            stores nothing.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
            <FormField id={id('scenario')} label="Start from a scenario">
              {(c) => (
                <select {...c} className={cn(fieldClasses, 'h-10')} value="" onChange={(e) => load(e.target.value)}>
                  <option value="">Choose a scenario…</option>
                  <optgroup label="Built in">
                    {BUILT_IN_SCENARIOS.map((s) => (
                      <option key={s.name} value={`b:${s.name}`}>
                        {s.name}
                      </option>
                    ))}
                  </optgroup>
                  {saved.length > 0 ? (
                    <optgroup label="Saved in this browser">
                      {saved.map((s) => (
                        <option key={s.name} value={`s:${s.name}`}>
                          {s.name}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </select>
              )}
            </FormField>
            <div className="flex flex-wrap items-end gap-2">
              <FormField id={id('scenario-name')} label="Save as">
                {(c) => <Input {...c} maxLength={80} value={scenarioName} onChange={(e) => setScenarioName(e.target.value)} />}
              </FormField>
              <Button variant="outline" onClick={save}>
                <Save aria-hidden="true" /> Save scenario
              </Button>
            </div>
          </div>
          {saved.length > 0 ? (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label="Saved scenarios">
              {saved.map((s) => (
                <li key={s.name} className="flex items-center gap-1 rounded-md border border-border px-2 py-1">
                  {s.name}
                  <Button variant="ghost" size="sm" onClick={() => remove(s.name)} aria-label={`Delete saved scenario ${s.name}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <p role="status" className="text-sm text-muted-foreground">
            {notice}
          </p>

          <form onSubmit={submit} noValidate aria-label="Payment to simulate" className="grid gap-4">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <FormField id={id('amount')} label="Amount (£)" error={shownErrors.amount}>
                {(c) => (
                  <Input {...c} inputMode="decimal" maxLength={14} value={draft.amount} onChange={(e) => setDraft({ ...draft, amount: e.target.value })} />
                )}
              </FormField>
              <FormField id={id('category')} label="Category" hint="e.g. groceries, travel, general" error={shownErrors.category}>
                {(c) => <Input {...c} maxLength={32} value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value })} />}
              </FormField>
              <FormField id={id('max-splits')} label="Most cards to use" error={shownErrors.maxSplits}>
                {(c) => (
                  <select
                    {...c}
                    className={cn(fieldClasses, 'h-10')}
                    value={draft.maxSplits}
                    onChange={(e) => setDraft({ ...draft, maxSplits: Number(e.target.value) })}
                  >
                    {[1, 2, 3, 4, 5].map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={id('customer')} label="Customer email" hint="Required by the payment API; not stored" error={shownErrors.customerEmail}>
                {(c) => (
                  <Input
                    {...c}
                    type="email"
                    maxLength={254}
                    value={draft.customerEmail}
                    onChange={(e) => setDraft({ ...draft, customerEmail: e.target.value })}
                  />
                )}
              </FormField>
            </div>

            {draft.cards.map((card, i) => (
              <CardEditor
                key={card.id}
                idPrefix={idPrefix}
                index={i}
                card={card}
                errors={shownErrors}
                onChange={(next) => setDraft({ ...draft, cards: draft.cards.map((c, k) => (k === i ? next : c)) })}
                onRemove={() => setDraft({ ...draft, cards: draft.cards.filter((_, k) => k !== i) })}
              />
            ))}
            <FormField
              id={id('decline')}
              label="Decline a card"
              hint="Shows the re-split if the gateway declined this card's leg, and the reward lost"
              error={shownErrors.declineCardId}
              className="grid max-w-md gap-1.5"
            >
              {(c) => (
                <select {...c} className={cn(fieldClasses, 'h-10')} value={declineCardId} onChange={(e) => setDeclineChoice(e.target.value)}>
                  <option value="">No decline</option>
                  {draft.cards.map((card, i) => (
                    <option key={card.id} value={card.id}>
                      Card {i + 1}: {card.brand} •••• {card.last4.trim() || '????'}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {shownErrors.cards ? (
              <p role="alert" className="text-sm text-destructive">
                {shownErrors.cards}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDraft({ ...draft, cards: [...draft.cards, blankCard()] })} disabled={draft.cards.length >= MAX_CARDS}>
                <Plus aria-hidden="true" /> Add a card
              </Button>
              <Button type="submit" disabled={run.isPending}>
                <Play aria-hidden="true" /> {run.isPending ? 'Simulating…' : 'Run simulation'}
              </Button>
            </div>
            {Object.keys(errors).length > 0 ? (
              <p role="alert" className="text-sm text-destructive">
                Fix the highlighted fields to run the simulation.
              </p>
            ) : null}
            {serverError ? (
              <p role="alert" className="text-sm text-destructive" data-testid="simulation-error">
                {serverError}
              </p>
            ) : null}
          </form>
        </CardContent>
      </Card>
      {run.data && !run.isPending ? <SimulationResult result={run.data} onDecline={declineAndRun} /> : null}
    </div>
  );
}
