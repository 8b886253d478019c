import { z } from 'zod';
import { INQUIRY_TYPES } from '../constants';
import { emailSchema, optionalText, requiredText } from './common';

export const contactRequestSchema = z.object({
  name: requiredText('Name', 120),
  email: emailSchema,
  organization: optionalText(200),
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Please choose an inquiry type' }),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
