import { z } from 'zod';
import { safeText } from './request-fields.schema';
import { emailProblem, phoneProblem } from './traveller-fields';
import { PRIMARY_COLOR_PATTERN, WEBSITE_LIMITS, httpsUrlProblem } from './website-settings';

const httpsUrlOrBlank = safeText()
  .trim()
  .refine((url) => url === '' || httpsUrlProblem(url) === null, `an https:// address of at most ${WEBSITE_LIMITS.urlMax} characters, or nothing`);

/** PUT /api/agency/website: every field of the form, as the agency will be shown (answered with the agency). */
export const websiteSettingsSchema = z.object({
  primaryColor: z.string().trim().regex(PRIMARY_COLOR_PATTERN, 'a colour such as #2c7be5'),
  metaData: z.object({
    title: safeText().trim().max(WEBSITE_LIMITS.titleMax),
    description: safeText().trim().max(WEBSITE_LIMITS.descriptionMax),
    keywords: z.array(safeText().trim().min(1).max(WEBSITE_LIMITS.keywordMax)).max(WEBSITE_LIMITS.keywordsMax),
  }),
  contactPhoneNumber: safeText()
    .trim()
    .refine((phone) => phone === '' || phoneProblem(phone) === null, 'a phone number with 7 to 15 digits, or nothing'),
  contactEmailId: safeText()
    .trim()
    .refine((email) => email === '' || emailProblem(email) === null, 'an email address, or nothing'),
  displaySupportPhoneFooter: z.boolean(),
  displayAddressFooter: z.boolean(),
  /** The sidebar's links out (SPEC 2.2); absent leaves them as they are. */
  academyUrl: httpsUrlOrBlank.optional(),
  applicationsUrl: httpsUrlOrBlank.optional(),
  payProduct: z
    .object({ label: safeText().trim().max(WEBSITE_LIMITS.payLabelMax), url: httpsUrlOrBlank })
    .refine((product) => product.url === '' || product.label !== '', { message: 'a name for the pay product', path: ['label'] })
    .optional(),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
