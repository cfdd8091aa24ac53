import type { TUserProfile } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PersonalDetailsForm,
  needsPersonalDetails,
} from '#src/features/account/components/personal-details-form';
import { initI18n } from '#src/lib/i18n';

const PROFILE = {
  userId: 'u1',
  firebaseUid: 'u1',
  title: null,
  firstName: null,
  lastName: null,
  email: 'ada@example.com',
  phone: null,
  phoneVerified: false,
  dateOfBirth: null,
  address: null,
  city: null,
  zipCode: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  currencyCode: 'USD',
  currency: { code: 'USD' },
  clientIP: null,
  language: 'EN',
  countryCode: 'US',
  territory: null,
  isCountrySetByUser: false,
  isOnboardingCompleted: false,
  finishedCoinBackTutorial: false,
  finishedLoyaltyTutorial: false,
  kycStatus: 'notStarted',
  stats: { accountAgeDays: 25 },
  cleanGeoData: {
    countryCode: 'US',
    territoryCode: null,
    territoryKey: null,
    territoryLegalAge: 18,
  },
  accountState: 'active',
  selfExcludedUntil: null,
} satisfies TUserProfile;

const TERRITORIES = [
  { code: 'NJ', name: 'New Jersey', legalAge: 18 },
  { code: 'AL', name: 'Alabama', legalAge: 21 },
  { code: 'WA', name: 'Washington', legalAge: 18, isExcluded: true },
].map(({ code, name, legalAge, isExcluded = false }) => ({
  territoryKey: `US-${code}`,
  territoryCode: code,
  countryCode: 'US',
  name,
  legalAge,
  isExcluded,
  prizeCapMinor: null,
}));

/** Answers the territories, and the profile update with the saved profile. */
function serve() {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/geography/territories')) {
      return Promise.resolve(
        new Response(JSON.stringify({ data: { territories: TERRITORIES } }), { status: 200 }),
      );
    }
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    return Promise.resolve(
      new Response(JSON.stringify({ data: { ...PROFILE, ...body } }), { status: 200 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PersonalDetailsForm profile={PROFILE} onSaved={onSaved} onBack={vi.fn()} />
    </QueryClientProvider>,
  );
  return onSaved;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PersonalDetailsForm', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what a purchase still needs', () => {
    expect(needsPersonalDetails(PROFILE)).toBe(true);
    expect(
      needsPersonalDetails({
        ...PROFILE,
        firstName: 'Ada',
        dateOfBirth: '1990-04-12',
        address: '1 Main St',
        city: 'Newark',
        zipCode: '07102',
        territory: { code: 'NJ', name: 'New Jersey', legalAge: 18 },
      }),
    ).toBe(false);
  });

  it('shows the spec messages and sends nothing while a field is wrong', async () => {
    const fetchMock = serve();
    const onSaved = renderForm();
    await screen.findByRole('option', { name: 'Alabama' });
    expect(screen.queryByRole('option', { name: 'Washington' })).toBeNull();
    type('Date of birth', '1990-04-12');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Date of birth must be in the format MM/DD/YYYY')).toBeTruthy();
    expect(screen.getByText('State or territory is required')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');

    type('Date of birth', `01/01/${new Date().getUTCFullYear() - 20}`);
    fireEvent.change(screen.getByLabelText('State or territory'), { target: { value: 'AL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must be at least 21 years old')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/profile')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves the details with the date in ISO form and continues', async () => {
    const fetchMock = serve();
    const onSaved = renderForm();
    await screen.findByRole('option', { name: 'New Jersey' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Ms.' } });
    type('First name', ' Ada ');
    type('Last name', 'Player');
    type('Date of birth', '04/12/1990');
    type('Street', '1 Main St');
    type('City', 'Newark');
    fireEvent.change(screen.getByLabelText('State or territory'), { target: { value: 'NJ' } });
    type('Postal code', '07102');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const update = fetchMock.mock.calls.find(([url]) => url === '/api/user/profile');
    expect(JSON.parse(update?.[1]?.body as string)).toEqual({
      title: 'Ms.',
      firstName: 'Ada',
      lastName: 'Player',
      dateOfBirth: '1990-04-12',
      address: '1 Main St',
      city: 'Newark',
      territoryCode: 'NJ',
      zipCode: '07102',
    });
  });
});
