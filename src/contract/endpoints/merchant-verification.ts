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

export const getVerification = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/verification',
  auth: 'merchantUser',
  tags,
  summary: 'Verification status, masked details and documents',
  responses: { 200: verificationStateResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE'],
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
  errors: ['ALREADY_VERIFIED', 'VERIFICATION_LOCKED'],
});

export const finalizeVerification = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/verification/finalize',
  roles: MERCHANT_CAN.manageAccount,
  auth: 'merchantUser',
  tags,
  summary: 'Submit details and all five documents for review',
  responses: { 200: finalizeVerificationResponseSchema },
  errors: ['ALREADY_SUBMITTED', 'ALREADY_VERIFIED', 'VERIFICATION_INCOMPLETE'],
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
  errors: [
    'ALREADY_VERIFIED',
    'EMPTY_FILE',
    'MALFORMED_MULTIPART',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_FILE_TYPE',
    'UNSUPPORTED_MEDIA_TYPE',
    'VERIFICATION_LOCKED',
  ],
});

export const getKybReview = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/verification/review',
  auth: 'merchantUser',
  tags,
  summary: 'The periodic review under way, if any: the documents to upload again',
  responses: { 200: merchantKybReviewSchema },
});
