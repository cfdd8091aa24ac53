import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function chooseCountry(countryCode: string, language: 'EN') {
  const { chooseCountryContract } = await loadContracts();
  return apiRequest(chooseCountryContract, { body: { countryCode, language } });
}
