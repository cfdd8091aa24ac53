import type { TProfileTitle, TUserProfile } from '@casino/contracts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  PROFILE_TITLES,
} from '@casino/contracts/rest/profile/profile-fields';
import { Button } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfileQueryOptions } from '#src/features/account/api/get-profile';
import { useTerritories } from '#src/features/account/api/get-territories';
import { updateProfile } from '#src/features/account/api/update-profile';
import {
  checkDateOfBirth,
  dateOrderOf,
  formatDateOfBirth,
} from '#src/features/account/model/date-of-birth';
import '#src/features/account/components/account.css';
import { errorCopy } from '#src/lib/error-copy';

const MAX_ZIP_LENGTH = 10;
const DEFAULT_LEGAL_AGE = 18;

type TField =
  'firstName' | 'lastName' | 'dateOfBirth' | 'address' | 'city' | 'territoryCode' | 'zipCode';
type TValues = Record<TField, string> & { title: TProfileTitle | '' };

/** What a purchase needs on the profile (payments spec §2); missing any, this form comes first. */
export function needsPersonalDetails(profile: TUserProfile): boolean {
  return (
    !profile.firstName ||
    !profile.territory?.code ||
    !profile.city ||
    !profile.address ||
    !profile.zipCode ||
    !profile.email ||
    !profile.dateOfBirth
  );
}

/**
 * The personal-details address form (shell spec: title, first name, last name, date of birth,
 * street, city, state or territory, postal code) with the spec's validation messages, the
 * territory's legal age and the locale's date order. Saved to the profile; the server checks
 * the same rules again.
 */
export function PersonalDetailsForm({
  profile,
  onSaved,
  onBack,
}: {
  profile: TUserProfile;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const order = dateOrderOf(i18n.language);
  const countryCode = profile.countryCode ?? 'US';
  const territories = useTerritories(countryCode);
  const [values, setValues] = useState<TValues>({
    title: profile.title ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dateOfBirth: formatDateOfBirth(profile.dateOfBirth, order),
    address: profile.address ?? '',
    city: profile.city ?? '',
    territoryCode: profile.territory?.code ?? '',
    zipCode: profile.zipCode ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const labels: Record<TField, string> = {
    firstName: t('account.details.firstName'),
    lastName: t('account.details.lastName'),
    dateOfBirth: t('account.details.dateOfBirth'),
    address: t('account.details.street'),
    city: t('account.details.city'),
    territoryCode: t('account.details.state'),
    zipCode: t('account.details.postalCode'),
  };
  const legalAge =
    territories.data?.find((territory) => territory.territoryCode === values.territoryCode)
      ?.legalAge ?? DEFAULT_LEGAL_AGE;

  const checkText = (field: TField, max: number): string | undefined => {
    const value = values[field].trim();
    if (!value) return t('validation.required', { field: labels[field] });
    if (value.length > max) return t('validation.maxLength', { max });
    return undefined;
  };

  const validate = () => {
    const found: Partial<Record<TField, string>> = {
      firstName: checkText('firstName', MAX_NAME_LENGTH),
      lastName: checkText('lastName', MAX_NAME_LENGTH),
      address: checkText('address', MAX_ADDRESS_LENGTH),
      city: checkText('city', MAX_ADDRESS_LENGTH),
      zipCode:
        checkText('zipCode', MAX_ZIP_LENGTH) ??
        (/^[A-Za-z0-9 -]+$/.test(values.zipCode.trim())
          ? undefined
          : t('validation.invalid', { field: labels.zipCode })),
      territoryCode: values.territoryCode
        ? undefined
        : t('validation.required', { field: labels.territoryCode }),
    };
    const birth = checkDateOfBirth(values.dateOfBirth, order, legalAge, new Date());
    if (!birth.ok) {
      found.dateOfBirth = {
        required: t('validation.required', { field: labels.dateOfBirth }),
        format: t(order === 'MDY' ? 'validation.dateFormat' : 'validation.dateFormatDe'),
        future: t('validation.dateInFuture'),
        underAge: t('validation.underAge', { legalAge }),
      }[birth.reason];
    }
    const shown = Object.fromEntries(
      Object.entries(found).filter((entry): entry is [TField, string] => Boolean(entry[1])),
    ) as Partial<Record<TField, string>>;
    return { shown, isoDate: birth.ok ? birth.isoDate : null };
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { shown, isoDate } = validate();
    setErrors(shown);
    if (Object.keys(shown).length > 0 || !isoDate) {
      const first = Object.keys(shown)[0];
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const saved = await updateProfile({
        ...(values.title ? { title: values.title } : {}),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        dateOfBirth: isoDate,
        address: values.address.trim(),
        city: values.city.trim(),
        territoryCode: values.territoryCode,
        zipCode: values.zipCode.trim(),
      });
      queryClient.setQueryData(getProfileQueryOptions().queryKey, saved);
      onSaved();
    } catch (caught) {
      setFormError(errorCopy(caught, t));
    } finally {
      setIsSaving(false);
    }
  };

  const set = (field: keyof TValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const textField = (field: TField, options: { autoComplete: string; placeholder?: string }) => {
    const id = `${formId}-${field}`;
    const error = errors[field];
    return (
      <div className="account-field">
        <label htmlFor={id}>{labels[field]}</label>
        <input
          id={id}
          value={values[field]}
          autoComplete={options.autoComplete}
          placeholder={options.placeholder}
          inputMode={field === 'dateOfBirth' ? 'numeric' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => set(field)(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="account-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const territoryId = `${formId}-territoryCode`;
  return (
    <form
      className="account-dialog personal-details"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h2 id={`${formId}-title`} className="account-dialog__title">
        {t('account.details.title')}
      </h2>
      <p className="account-hint">{t('account.details.text')}</p>
      <div className="account-field">
        <label htmlFor={`${formId}-title-select`}>{t('account.details.personTitle')}</label>
        <select
          id={`${formId}-title-select`}
          value={values.title}
          onChange={(event) => set('title')(event.target.value)}
        >
          <option value="">{t('account.details.choose')}</option>
          {PROFILE_TITLES.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </div>
      <div className="personal-details__pair">
        {textField('firstName', { autoComplete: 'given-name' })}
        {textField('lastName', { autoComplete: 'family-name' })}
      </div>
      {textField('dateOfBirth', {
        autoComplete: 'bday',
        placeholder: order === 'MDY' ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
      })}
      {textField('address', { autoComplete: 'street-address' })}
      <div className="personal-details__pair">
        {textField('city', { autoComplete: 'address-level2' })}
        <div className="account-field">
          <label htmlFor={territoryId}>{labels.territoryCode}</label>
          <select
            id={territoryId}
            value={values.territoryCode}
            aria-invalid={errors.territoryCode ? true : undefined}
            aria-describedby={errors.territoryCode ? `${territoryId}-error` : undefined}
            onChange={(event) => set('territoryCode')(event.target.value)}
          >
            <option value="">{t('account.details.choose')}</option>
            {(territories.data ?? [])
              .filter((territory) => !territory.isExcluded)
              .map((territory) => (
                <option key={territory.territoryKey} value={territory.territoryCode}>
                  {territory.name}
                </option>
              ))}
          </select>
          {errors.territoryCode ? (
            <p id={`${territoryId}-error`} className="account-error">
              {errors.territoryCode}
            </p>
          ) : null}
        </div>
      </div>
      {textField('zipCode', { autoComplete: 'postal-code' })}
      {formError ? (
        <p className="account-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" isBlock size="lg" disabled={isSaving}>
        {t('account.details.save')}
      </Button>
      <Button type="button" isBlock variant="secondary" onClick={onBack}>
        {t('account.details.back')}
      </Button>
    </form>
  );
}
