import { ZGetCountriesResponse, ZGetCurrentGeoResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, normaliseIp } from '#src/modules/geo/ip-address';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('geo', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function currentGeo(remoteAddress: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/geography/current-geo',
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return ZGetCurrentGeoResponse.parse(response.json()).clean;
  }

  it('places loopback and private callers in the configured default region', async () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.7', '::ffff:127.0.0.1']) {
      expect(await currentGeo(address)).toEqual({
        countryCode: 'US',
        territoryCode: 'NJ',
        territoryKey: 'US-NJ',
        territoryName: 'New Jersey',
        territoryLegalAge: 18,
        isExcluded: false,
        prizeCapMinor: null,
        currencyCode: 'USD',
        source: 'default',
      });
    }
  });

  it('looks a public address up to its state, with the prize cap there', async () => {
    expect(await currentGeo('73.1.1.1')).toMatchObject({
      countryCode: 'US',
      territoryCode: 'FL',
      territoryKey: 'US-FL',
      isExcluded: false,
      prizeCapMinor: 500_000,
      source: 'lookup',
    });
  });

  it('marks an excluded state as excluded', async () => {
    expect(await currentGeo('98.137.11.163')).toMatchObject({
      territoryKey: 'US-WA',
      isExcluded: true,
    });
  });

  it('marks an unsupported country as excluded and gives its currency', async () => {
    expect(await currentGeo('81.2.69.142')).toMatchObject({
      countryCode: 'GB',
      territoryCode: null,
      isExcluded: true,
      currencyCode: 'GBP',
      territoryLegalAge: 18,
    });
  });

  it('looks IPv6 addresses up too', async () => {
    expect(await currentGeo('2001:4860:4860::8888')).toMatchObject({
      countryCode: 'US',
      source: 'lookup',
    });
  });

  it('lists the countries offered and the one language', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/geography/countries' });
    const body = ZGetCountriesResponse.parse(response.json());
    expect(body.data.countries).toEqual([
      { code: 'US', name: 'United States', currencyCode: 'USD' },
    ]);
    expect(body.data.languages).toEqual([{ id: 'EN', name: 'English (US)' }]);
  });

  it('lists territories with legal age and exclusion, and refuses a bad country code', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/geography/territories?countryCode=US',
    });
    const territories = response.json().data.territories as { territoryKey: string }[];
    expect(territories).toHaveLength(52);
    expect(territories).toContainEqual({
      territoryKey: 'US-MS',
      territoryCode: 'MS',
      countryCode: 'US',
      name: 'Mississippi',
      legalAge: 21,
      isExcluded: false,
      prizeCapMinor: null,
    });
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/geography/territories?countryCode=USA',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.name).toBe('ValidationError');
  });

  it('resolves territories by code or key for other modules', async () => {
    const { geo } = testApp.app.modules;
    expect(await geo.getTerritory('wa')).toMatchObject({ territoryKey: 'US-WA', isExcluded: true });
    expect(await geo.getTerritory('US-TX')).toMatchObject({ name: 'Texas', legalAge: 18 });
    expect(await geo.getTerritory('ZZ')).toBeNull();
    expect(await geo.listExcludedTerritoryCodes()).toEqual(
      expect.arrayContaining(['WA', 'ID', 'MI', 'NV']),
    );
  });
});

describe('ip addresses', () => {
  it('tells private from public addresses', () => {
    expect(isPrivateAddress('172.16.5.4')).toBe(true);
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('not-an-ip')).toBe(false);
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(normaliseIp('::ffff:73.1.1.1')).toBe('73.1.1.1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });
});
