import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface TTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input with its error below (announced), and a show/hide toggle for passwords. */
export function TextField({ label, error, type = 'text', ...rest }: TTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-field__control">
        <input
          id={id}
          type={isPassword && isRevealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            className="auth-field__reveal"
            aria-pressed={isRevealed}
            onClick={() => setIsRevealed((value) => !value)}
          >
            {isRevealed ? t('auth.hidePassword') : t('auth.showPassword')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
