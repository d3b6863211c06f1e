import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

const html = (node: React.ReactNode) => renderToStaticMarkup(node);

describe('DateField', () => {
  it('is a labelled text field for dd/mm/yyyy, not a native date input, whatever the locale', () => {
    const markup = html(<DateField id="tx-from" label="From" value="31/12/2026" onChange={() => undefined} />);
    expect(markup).toContain('<label for="tx-from"');
    expect(markup).toMatch(/<input[^>]*id="tx-from"[^>]*type="text"/);
    expect(markup).toContain('placeholder="dd/mm/yyyy"');
    expect(markup).toContain('inputMode="numeric"');
    expect(markup).toContain('value="31/12/2026"');
    expect(markup).toMatch(/<input[^>]*id="tx-from"[^>]*aria-invalid="false"/);
    // The only native date input is the calendar behind the button, hidden from assistive technology.
    expect(markup).toMatch(/<input type="date" tabindex="-1" aria-hidden="true"/);
  });

  it('links the format, the hint and an error to the field', () => {
    const markup = html(<DateField id="due" label="Respond by" hint="The end of that day" error="Bad date" value="x" onChange={() => undefined} />);
    const describedBy = /<input[^>]*aria-describedby="([^"]+)"/.exec(markup)?.[1]?.split(' ') ?? [];
    expect(describedBy).toContain('due-hint');
    expect(describedBy).toContain('due-error');
    expect(describedBy).toHaveLength(3);
    expect(markup).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(markup).toContain('id="due-error"');
    expect(markup).toContain('Bad date');
  });
});
