import { hydrated } from '@web/lib/hydrate-island';
import { ContactForm } from '../contact/contact-form';

/** The enquiry form on the landing and contact pages: validation, sending and the result line need script. */
export const mount = hydrated(ContactForm);
