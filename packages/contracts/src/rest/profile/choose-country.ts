import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { PROFILE_MESSAGES } from '#src/rest/profile/profile-fields';
import { ZUserProfile } from '#src/rest/profile/user-profile';

export const ZChooseCountryBody = z.object({
  countryCode: zText({ error: PROFILE_MESSAGES.countryRequired })
    .trim()
    .length(2, PROFILE_MESSAGES.countryRequired)
    .transform((value) => value.toUpperCase()),
  /** The one offered language (§2): English US, id EN. */
  language: z.literal('EN').default('EN'),
});
export type TChooseCountryBody = z.input<typeof ZChooseCountryBody>;

export const ZChooseCountryResponse = z.object({
  data: ZUserProfile,
  /** Problems that did not stop the change (the client shows the first). */
  errors: z.array(z.string()).optional(),
});
export type TChooseCountryResponse = z.infer<typeof ZChooseCountryResponse>;

export const chooseCountryContract = defineContract({
  method: 'POST',
  path: '/api/user/choose-country',
  summary: 'Choose Your Settings: country and language; currency follows until fixed',
  body: ZChooseCountryBody,
  response: ZChooseCountryResponse,
});
