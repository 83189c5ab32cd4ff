import { z } from 'zod';
import { agencySchema, aboutUsSchema, faqSchema, languageSchema, navigationItemSchema } from './agency.schema';
import { apiErrorSchema } from './errors.schema';

/** Response bodies of the agency endpoints (SPEC 7: "response read as" names the top-level key). */
export const agencyResponseSchema = z.object({ agency: agencySchema });
export type AgencyResponse = z.infer<typeof agencyResponseSchema>;

export const aboutUsResponseSchema = z.object({ data: aboutUsSchema });
export type AboutUsResponse = z.infer<typeof aboutUsResponseSchema>;

export const faqResponseSchema = z.object({ data: faqSchema });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

export const languagesResponseSchema = z.object({ languages: z.array(languageSchema) });
export type LanguagesResponse = z.infer<typeof languagesResponseSchema>;

export const navigationsResponseSchema = z.object({ agencyNavigation: z.array(navigationItemSchema) });
export type NavigationsResponse = z.infer<typeof navigationsResponseSchema>;

/** The agency's Payment Settings as a checkout needs them: the gateway, the currencies it charges in, the wallet offered or not. */
export const paymentGatewayResponseSchema = z.object({ CurrentPayment: z.string(), chargeCurrencies: z.array(z.string()), walletOffered: z.boolean() });
export type PaymentGatewayResponse = z.infer<typeof paymentGatewayResponseSchema>;

export const healthResponseSchema = z.object({ ok: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** One dependency the readiness check asked: how long it took and, when it failed, why. */
export const readinessCheckSchema = z.object({ ok: z.boolean(), ms: z.number().int().nonnegative(), problem: z.string().optional() });
export const readinessChecksSchema = z.object({ database: readinessCheckSchema });

/** `GET /api/health/ready` 200: every dependency answered in time. */
export const readinessResponseSchema = z.object({ ok: z.literal(true), checks: readinessChecksSchema });
/** `GET /api/health/ready` 503: the one error shape, plus which check failed. */
export const readinessFailureSchema = apiErrorSchema.extend({ checks: readinessChecksSchema });
