import type { BusinessType, Industry } from '@contract/merchant-auth';

/** People read these; the API takes the codes. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  SOLE_TRADER: 'Sole trader',
  PARTNERSHIP: 'Partnership',
  LIMITED_COMPANY: 'Limited company',
  PLC: 'Public limited company (PLC)',
};

export const INDUSTRY_LABELS: Record<Industry, string> = {
  RETAIL: 'Retail',
  ECOMMERCE: 'E-commerce',
  HOSPITALITY: 'Hospitality',
  SERVICES: 'Services',
  OTHER: 'Other',
};

/** "PENDING_VERIFICATION" -> "PENDING VERIFICATION": the badge keeps the status people see in emails and support. */
export function statusText(status: string): string {
  return status.replace(/_/g, ' ');
}
