import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import {
  PROFILE_TITLES,
  ZIsoDate,
  ZProfileAddress,
  ZProfileCity,
  ZProfileFirstName,
  ZProfileLastName,
  ZProfileZipCode,
} from '#src/rest/profile/profile-fields';
import { ZUserProfile } from '#src/rest/profile/user-profile';

/** Any subset of the editable fields; the age rule needs the territory, so the server checks it. */
export const ZUpdateProfileBody = z
  .object({
    title: z.enum(PROFILE_TITLES),
    firstName: ZProfileFirstName,
    lastName: ZProfileLastName,
    city: ZProfileCity,
    address: ZProfileAddress,
    zipCode: ZProfileZipCode,
    dateOfBirth: ZIsoDate,
    territoryCode: zText().trim().min(2).max(6),
    /** Only ever set true (engagement §7): a finished tutorial stays finished (decision 117). */
    isOnboardingCompleted: z.literal(true),
    finishedLoyaltyTutorial: z.boolean(),
    finishedCoinBackTutorial: z.boolean(),
  })
  .partial()
  .strict();
export type TUpdateProfileBody = z.input<typeof ZUpdateProfileBody>;

/** data.data has territory and language (§7). */
export const ZUpdateProfileResponse = z.object({ data: ZUserProfile });
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

export const updateProfileContract = defineContract({
  method: 'POST',
  path: '/api/user/profile',
  summary: "Updates the signed-in player's profile fields",
  body: ZUpdateProfileBody,
  response: ZUpdateProfileResponse,
});
