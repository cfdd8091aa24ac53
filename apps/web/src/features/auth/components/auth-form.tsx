import { Button } from '@casino/ui';
import type { FormEvent, ReactNode } from 'react';
import { useDialogs } from '#src/stores/dialogs';

/** An error the server (or a rule of the step) reports, announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="auth-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The wizards' form: its fields, then the server's error, then one full-width submit button. */
export function AuthForm(props: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  serverError: string | null | undefined;
  isSubmitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void props.onSubmit(event)}>
      {props.children}
      <FormError message={props.serverError} />
      <Button type="submit" size="lg" isBlock disabled={props.isSubmitting}>
        {props.submitLabel}
      </Button>
    </form>
  );
}

/** 'Already have an account? Log in' and the like: swaps the sign-up dialog for log-in. */
export function SwitchToLogin({ landing, label }: { landing: string | undefined; label: string }) {
  return (
    <button
      type="button"
      className="auth-link auth-link--center"
      onClick={() => {
        const { closeDialog, openDialog } = useDialogs.getState();
        closeDialog('signup');
        openDialog('login', landing ? { landing } : undefined);
      }}
    >
      {label}
    </button>
  );
}
