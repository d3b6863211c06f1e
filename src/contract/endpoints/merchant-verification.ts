import { defineEndpoint } from '../endpoint';
import { merchantKybReviewSchema } from '../compliance';
import {
  finalizeVerificationResponseSchema,
  submitDetailsResponseSchema,
  uploadDocumentResponseSchema,
  verificationDetailsRequestSchema,
  verificationStateResponseSchema,
} from '../verification';
import { MERCHANT_CAN } from '../roles';

/**
 * Business verification for a signed-in merchant user. Every call acts on the caller's own
 * merchant only; no call takes another merchant's id, and none returns document bytes.
 */
const tags = ['Merchant verification'];
const errors = [400, 401, 403, 409] as const;

export const getVerification = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/verification',
  auth: 'merchantUser',
  tags,
  summary: 'Verification status, masked details and documents',
  responses: { 200: verificationStateResponseSchema },
  errors,
});

export const submitVerificationDetails = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/verification/submit',
  roles: MERCHANT_CAN.manageAccount,
  auth: 'merchantUser',
  tags,
  summary: 'Save or replace the business details (bank details are stored encrypted and returned masked)',
  body: verificationDetailsRequestSchema,
  responses: { 200: submitDetailsResponseSchema },
  errors,
});

export const finalizeVerification = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/verification/finalize',
  roles: MERCHANT_CAN.manageAccount,
  auth: 'merchantUser',
  tags,
  summary: 'Submit details and all five documents for review',
  responses: { 200: finalizeVerificationResponseSchema },
  errors,
});

export const uploadVerificationDocument = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/verification/documents',
  roles: MERCHANT_CAN.manageAccount,
  auth: 'merchantUser',
  tags,
  summary: 'Upload or replace one document: multipart/form-data with documentType and file (PDF, JPEG or PNG, at most 10 MB)',
  bodyEncoding: 'multipart',
  responses: { 201: uploadDocumentResponseSchema },
  errors: [...errors, 413, 415],
});

export const getKybReview = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/verification/review',
  auth: 'merchantUser',
  tags,
  summary: 'The periodic review under way, if any: the documents to upload again',
  responses: { 200: merchantKybReviewSchema },
  errors,
});
