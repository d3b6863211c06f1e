/** The verification domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { checkUploadedFile } from './detect-file-type';
export { finalizeVerification } from './finalize-verification';
export { contentDisposition, getDocumentFile } from './get-document-file';
export { getVerification } from './get-verification';
export { listPendingVerifications } from './list-pending-verifications';
export { maskStoredDetails } from './mask-details';
export { UPLOAD_LIMITS, readDocumentUpload } from './read-document-upload';
export type { DocumentUpload } from './read-document-upload';
export { reviewDocument } from './review-document';
export { fallbackFileName, sanitiseFileName } from './sanitise-file-name';
export { submitDetails } from './submit-details';
export { uploadDocument } from './upload-document';
