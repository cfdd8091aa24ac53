import { apiRequest } from '#src/lib/api-client';

export async function chooseCountry(countryCode: string, language: 'EN') {
  const { chooseCountryContract } = await import('@casino/contracts/rest/profile/choose-country');
  return apiRequest(chooseCountryContract, { body: { countryCode, language } });
}
