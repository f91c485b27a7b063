import { text } from '../shared/i18n/message.js';
import type { UploadPolicy } from '../shared/uploads/upload-check.js';

/** Spec section 5: a deposit's screenshot is an image; a withdrawal's scanner, or an admin's proof, an image or a PDF. */
export const DEPOSIT_SCREENSHOT: UploadPolicy = { accepts: ['image'], notAllowedMessage: text('Only image files are allowed') };
export const WITHDRAWAL_SCANNER: UploadPolicy = { accepts: ['image', 'pdf'], notAllowedMessage: text('Only image or PDF files are allowed') };
export const PAYMENT_PROOF: UploadPolicy = WITHDRAWAL_SCANNER;
