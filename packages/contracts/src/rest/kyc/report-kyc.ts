import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZKycTrigger } from '#src/rest/kyc/kyc-status';

export const ZKycReportResponse = z.object({ data: z.object({ reported: z.literal(true) }) });
export type TKycReportResponse = z.infer<typeof ZKycReportResponse>;

export const ZKycImpressionBody = z.object({ trigger: ZKycTrigger });
export type TKycImpressionBody = z.infer<typeof ZKycImpressionBody>;

/** The KYC intro was shown (payments §4 KYC, §7 KYC reporting). */
export const reportKycImpressionContract = defineContract({
  method: 'POST',
  path: '/api/v2/kyc/report/impression',
  summary: 'Records that the KYC intro was shown',
  body: ZKycImpressionBody,
  response: ZKycReportResponse,
});

/**
 * An identity-check frame event (onStepInitiated, onStepCompleted, onApplicantSubmitted); no
 * payload, as the spec sends it.
 */
export const reportKycInteractionContract = defineContract({
  method: 'POST',
  path: '/api/v2/kyc/report/interaction',
  summary: 'Records an identity-check interaction',
  response: ZKycReportResponse,
});
