import { useEffect, useRef, useState, type FormEvent } from 'react';
import { INTEREST_TYPE_LABELS, INTEREST_TYPES, CONTACT_LIMITS, type InterestType } from '@contract/contact-rules';
import { PERSONAL_EMAIL_MESSAGE } from '@contract/personal-email-domains';
import { checkEnquiry, EMPTY_ENQUIRY, MESSAGE_PLACEHOLDERS, type EnquiryField, type EnquiryValues, type FieldErrors } from './contact-form-checks';
import { messageTone, sendEnquiry } from './send-enquiry';
import { FormField } from '@web/components/form-field';

/** The design system's field look, without its class-merging helper (which would cost the landing page ~10 KB). */
const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive';

const FIELD_ORDER: EnquiryField[] = ['firstName', 'lastName', 'email', 'company', 'interestType', 'message'];

export type ContactFormProps = {
  /** Prefix of the fields' ids. Given, not from useId: the page is rendered by React and hydrated by Preact, whose ids differ. */
  idPrefix: string;
};

/**
 * The partnership enquiry form (docs/product-spec.md sections 2, 5 and 8), an island of the landing
 * and contact pages (docs/decisions/0038-public-islands-and-budgets.md). Plain elements and fetch
 * only: the landing page's first-load script must stay within 45 KB gzipped.
 */
export function ContactForm({ idPrefix: id }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The prerendered form cannot send anything until the page's script has started.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Whatever was typed into the prerendered fields before the script started is kept, not lost on the first render.
    const form = formRef.current;
    if (form) {
      const typed = (field: EnquiryField) => (form.elements.namedItem(field) as HTMLInputElement | null)?.value;
      setValues((current) => {
        const next = { ...current };
        for (const field of FIELD_ORDER) {
          const value = typed(field);
          if (value !== undefined && value !== '') (next as Record<EnquiryField, string>)[field] = value;
        }
        return next;
      });
    }
    setReady(true);
  }, []);

  const fieldId = (field: EnquiryField) => `${id}-${field}`;
  const resultId = `${id}-result`;
  const set = (field: EnquiryField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    // The domain message is about the address; once it changes, the message no longer applies.
    if (field === 'email' && result === PERSONAL_EMAIL_MESSAGE) setResult(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkEnquiry(values);
    const firstProblem = FIELD_ORDER.find((field) => check.errors[field]);
    setErrors(check.errors);
    if (firstProblem || check.personalEmail) {
      // The domain message goes where results go (docs/product-spec.md section 5); nothing is sent.
      setResult(check.personalEmail && !firstProblem ? PERSONAL_EMAIL_MESSAGE : null);
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(firstProblem ?? 'email'))}`)?.focus();
      return;
    }
    setSending(true);
    setResult(null);
    const outcome = await sendEnquiry(values);
    setSending(false);
    setResult(outcome.message);
    if (outcome.ok) setValues(EMPTY_ENQUIRY);
  }

  const domainRefused = result === PERSONAL_EMAIL_MESSAGE;
  const tone = result ? messageTone(result) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={sending} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('firstName')} label="First name" error={errors.firstName}>
          {(control) => (
            <input
              {...control}
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={CONTACT_LIMITS.firstName}
              value={values.firstName}
              onChange={set('firstName')}
              className={fieldClass}
            />
          )}
        </FormField>
        <FormField id={fieldId('lastName')} label="Last name" error={errors.lastName}>
          {(control) => (
            <input
              {...control}
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={CONTACT_LIMITS.lastName}
              value={values.lastName}
              onChange={set('lastName')}
              className={fieldClass}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={fieldId('email')}
        label="Business email"
        hint="Use your work address: personal mailboxes such as Gmail or Outlook.com are not accepted."
        hintPlacement="above"
        error={errors.email}
      >
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={set('email')}
            aria-invalid={control['aria-invalid'] || domainRefused}
            aria-describedby={[control['aria-describedby'], domainRefused ? resultId : undefined].filter(Boolean).join(' ')}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id={fieldId('company')} label="Company (optional)" error={errors.company}>
        {(control) => (
          <input
            {...control}
            name="company"
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            value={values.company}
            onChange={set('company')}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id={fieldId('interestType')} label="Area of interest" error={errors.interestType}>
        {(control) => (
          <select
            {...control}
            name="interestType"
            required
            value={values.interestType}
            onChange={(event) => setValues((current) => ({ ...current, interestType: event.target.value as InterestType }))}
            className={`${fieldClass} h-10`}
          >
            {INTEREST_TYPES.map((type) => (
              <option key={type} value={type}>
                {INTEREST_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={fieldId('message')} label="Message (optional)" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            maxLength={CONTACT_LIMITS.message}
            placeholder={MESSAGE_PLACEHOLDERS[values.interestType]}
            value={values.message}
            onChange={set('message')}
            className={fieldClass}
          />
        )}
      </FormField>

      <button
        type="submit"
        disabled={!ready || sending}
        className="inline-flex h-11 w-full items-center justify-center rounded-md bg-primary px-6 text-base font-medium text-primary-foreground hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {sending ? 'Sending...' : 'Send message'}
      </button>
      <noscript>
        <p className="text-sm text-muted-foreground">Sending this form needs JavaScript. Everything else on this site reads without it.</p>
      </noscript>
      <p
        id={resultId}
        role="status"
        data-testid="contact-result"
        data-tone={tone ?? undefined}
        className={
          tone === null
            ? 'sr-only'
            : tone === 'success'
              ? 'rounded-md bg-success px-4 py-3 text-sm font-medium text-success-foreground'
              : 'rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-destructive'
        }
      >
        {result}
      </p>
    </form>
  );
}
