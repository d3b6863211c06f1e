/** The contact domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { listContactSubmissions } from './list-contact-submissions';
export { CONTACT_IP_LIMIT, submitContactEnquiry } from './submit-contact-enquiry';
