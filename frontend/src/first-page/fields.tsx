import { useId, useState, type ReactNode } from 'react';

// Mantine's inputs as markup: a label tied to its input, a hidden asterisk for required fields, the description and
// the error as the input's description, aria-invalid while it has an error.

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  withAsterisk?: boolean;
  type?: 'text' | 'email';
  autoComplete: string;
}

function describedBy(id: string, description?: string, error?: string): string | undefined {
  const ids = [description && `${id}-description`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({
  id,
  label,
  description,
  error,
  withAsterisk,
  children,
}: Omit<FieldProps, 'value' | 'onChange' | 'autoComplete' | 'type'> & { id: string; children: ReactNode }) {
  return (
    <div className="fp-field">
      <label className="fp-label" htmlFor={id}>
        {label}
        {withAsterisk && (
          <span className="fp-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p className="fp-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p className="fp-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ type = 'text', value, onChange, autoComplete, ...frame }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} {...frame}>
      <input
        id={id}
        className="fp-input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(id, frame.description, frame.error)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

export function PasswordField({ value, onChange, autoComplete, ...frame }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} {...frame}>
      <div className="fp-password">
        <input
          id={id}
          className="fp-input"
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={frame.error ? true : undefined}
          aria-describedby={describedBy(id, frame.description, frame.error)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {/* Out of the tab order, as Mantine's: Tab goes from the password to what follows it. The name avoids the
            word 'password', which would make 'Password' an ambiguous label. */}
        <button
          type="button"
          className="fp-password-toggle"
          tabIndex={-1}
          aria-pressed={visible}
          aria-label="Show or hide characters"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 256 256" width="20" height="20" aria-hidden="true">
            <g
              fill="none"
              stroke="currentColor"
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeWidth="16"
            >
              {visible ? (
                <path d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6" />
              ) : (
                <>
                  <path d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
                  <circle cx="128" cy="128" r="40" />
                </>
              )}
            </g>
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  error,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="fp-checkbox">
      <div className="fp-checkbox-row">
        <span className="fp-checkbox-box">
          <input
            id={id}
            type="checkbox"
            className="fp-checkbox-input"
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <svg className="fp-checkbox-icon" viewBox="0 0 10 7" aria-hidden="true">
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
            />
          </svg>
        </span>
        <label className="fp-checkbox-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {error && (
        <p className="fp-error fp-checkbox-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Mantine's Button: while loading it is disabled and shows a spinner in place of its label (same width). */
export function SubmitButton({
  loading,
  children,
  variant = 'filled',
  type = 'submit',
  onClick,
}: {
  loading: boolean;
  children: ReactNode;
  variant?: 'filled' | 'light';
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      className={`fp-button fp-button-${variant}${type === 'submit' ? ' fp-button-full' : ''}`}
      disabled={loading}
      data-loading={loading || undefined}
      onClick={onClick}
    >
      <span className="fp-button-label">{children}</span>
      {loading && <span className="fp-spinner fp-button-spinner" aria-hidden="true" />}
    </button>
  );
}
