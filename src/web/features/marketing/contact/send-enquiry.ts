import { enquiryPayload, type EnquiryValues } from './contact-form-checks';
import { PUBLIC_PATHS } from '@contract/public-paths';

/** docs/product-spec.md section 8, word for word. */
export const SUBMIT_FAILED = 'Unable to submit form. Please try again.';
export const NETWORK_FAILED = 'Unable to submit form. Please try again or contact us directly.';

export interface SendResult {
  ok: boolean;
  message: string;
}

/** docs/product-spec.md section 2: the result shows green when it contains 'successfully' or 'Thank you', otherwise red. */
export function messageTone(message: string): 'success' | 'error' {
  return /successfully|Thank you/.test(message) ? 'success' : 'error';
}

/**
 * POST to the contact endpoint with plain fetch: the landing page does not load the app's API client.
 * Success needs both an OK status and `success: true`; otherwise the server's message, if it
 * sent one, else the spec's fallback.
 */
export async function sendEnquiry(values: EnquiryValues, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetchImpl(PUBLIC_PATHS.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(enquiryPayload(values)),
    });
  } catch {
    return { ok: false, message: NETWORK_FAILED };
  }
  type Body = { success?: unknown; message?: unknown } | null;
  let body: Body;
  try {
    body = (await response.json()) as Body;
  } catch {
    body = null;
  }
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  if (response.ok && body?.success === true) return { ok: true, message: message ?? 'Thank you for your enquiry.' };
  return { ok: false, message: message ?? SUBMIT_FAILED };
}
