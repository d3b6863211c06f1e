import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  EMAIL_PATTERN,
  INTEREST_TYPES,
  MULTI_LINE_FORBIDDEN,
  SINGLE_LINE_FORBIDDEN,
  type InterestType,
} from '@contract/contact-rules';
import { isPersonalEmail } from '@contract/personal-email-domains';

/**
 * The form's checks before sending: the server's rules (contract/contact-rules.ts) in plain
 * TypeScript, because the landing page has no room in its JavaScript budget for zod.
 */
export interface EnquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  interestType: InterestType;
  message: string;
}

export type EnquiryField = keyof EnquiryValues;
export type FieldErrors = Partial<Record<EnquiryField, string>>;

export const EMPTY_ENQUIRY: EnquiryValues = { firstName: '', lastName: '', email: '', company: '', interestType: 'partnership', message: '' };

/** The message box hints at what is useful for each kind of enquiry (docs/product-spec.md section 2). */
export const MESSAGE_PLACEHOLDERS: Record<InterestType, string> = {
  partnership: 'Tell us about your gateway: the merchants you serve, your monthly card volume and how you would like to offer split payments.',
  integration: 'Describe your checkout or payment stack, the platform it runs on and when you would like to go live.',
  licensing: 'Tell us which parts of the technology you would like to license and where you plan to run them.',
  general: 'How can we help?',
};

function singleLine(value: string, label: string, max: number, required: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  if (text.length > max) return CONTACT_MESSAGES.tooLong(label, max);
  if (SINGLE_LINE_FORBIDDEN.test(text)) return CONTACT_MESSAGES.singleLine;
  return undefined;
}

/** Problems per field, in form order; `personalEmail` means only the domain is wrong. */
export function checkEnquiry(values: EnquiryValues): { errors: FieldErrors; personalEmail: boolean } {
  const errors: FieldErrors = {};
  const firstName = singleLine(values.firstName, 'First name', CONTACT_LIMITS.firstName, CONTACT_MESSAGES.firstNameRequired);
  if (firstName) errors.firstName = firstName;
  const lastName = singleLine(values.lastName, 'Last name', CONTACT_LIMITS.lastName, CONTACT_MESSAGES.lastNameRequired);
  if (lastName) errors.lastName = lastName;

  const email = values.email.trim();
  let personalEmail = false;
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (email.length > CONTACT_LIMITS.email) errors.email = CONTACT_MESSAGES.tooLong('Email', CONTACT_LIMITS.email);
  else if (!EMAIL_PATTERN.test(email)) errors.email = CONTACT_MESSAGES.emailFormat;
  else personalEmail = isPersonalEmail(email);

  const company = values.company.trim();
  if (company.length > CONTACT_LIMITS.company) errors.company = CONTACT_MESSAGES.tooLong('Company', CONTACT_LIMITS.company);
  else if (SINGLE_LINE_FORBIDDEN.test(company)) errors.company = CONTACT_MESSAGES.singleLine;

  if (!(INTEREST_TYPES as readonly string[]).includes(values.interestType)) errors.interestType = CONTACT_MESSAGES.interestType;

  const message = values.message.trim();
  if (message.length > CONTACT_LIMITS.message) errors.message = CONTACT_MESSAGES.tooLong('Message', CONTACT_LIMITS.message);
  else if (MULTI_LINE_FORBIDDEN.test(message)) errors.message = CONTACT_MESSAGES.messageCharacters;
  return { errors, personalEmail };
}

/** What is sent: trimmed, with blank optional fields left out. */
export function enquiryPayload(values: EnquiryValues): Record<string, string> {
  const payload: Record<string, string> = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    interestType: values.interestType,
  };
  if (values.company.trim()) payload.company = values.company.trim();
  if (values.message.trim()) payload.message = values.message.trim();
  return payload;
}
