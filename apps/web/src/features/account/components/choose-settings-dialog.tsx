import { Button } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseCountry } from '#src/features/account/api/choose-country';
import { useCountries } from '#src/features/account/api/get-countries';
import { getProfileQueryOptions } from '#src/features/account/api/get-profile';
import '#src/features/account/components/account.css';
import { errorCopy } from '#src/lib/error-copy';

/**
 * Choose Your Settings: a country list (code, name) defaulting to the geo country, the one
 * language (English US, id EN); DONE is disabled without a country.
 */
export function ChooseSettingsDialog({
  defaultCountryCode,
  onDone,
}: {
  defaultCountryCode?: string | null | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countryId = useId();
  const languageId = useId();
  const { data } = useCountries();
  const [countryCode, setCountryCode] = useState(defaultCountryCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleDone = async () => {
    setError(null);
    if (!countryCode) {
      setError(t('validation.countryRequired'));
      return;
    }
    setIsSaving(true);
    try {
      const answer = await chooseCountry(countryCode, 'EN');
      const firstError = answer.errors?.[0];
      if (firstError) setError(firstError);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, answer.data);
      if (!firstError) onDone();
    } catch (caught) {
      setError(errorCopy(caught, t));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="account-dialog" data-testid="choose-settings">
      <h2 className="account-dialog__title">{t('account.settings.title')}</h2>
      <div className="account-field">
        <label htmlFor={countryId}>{t('account.settings.country')}</label>
        <select
          id={countryId}
          value={countryCode}
          onChange={(event) => setCountryCode(event.target.value)}
        >
          <option value="">{t('account.settings.countryPlaceholder')}</option>
          {(data?.countries ?? []).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label htmlFor={languageId}>{t('account.settings.language')}</label>
        <select id={languageId} value="EN" disabled>
          {(data?.languages ?? [{ id: 'EN', name: 'English (US)' }]).map((language) => (
            <option key={language.id} value={language.id}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        size="lg"
        isBlock
        disabled={!countryCode || isSaving}
        onClick={() => void handleDone()}
      >
        {t('account.settings.done')}
      </Button>
    </div>
  );
}
