import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

type Common = { label: string; errors?: readonly string[]; hint?: ReactNode };

function Messages({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <ul className="field__errors" id={id}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** A labelled text input with its server errors underneath. */
export function TextField({
  label,
  errors,
  hint,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-errors`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        {...input}
      />
      {hint && <p className="field__hint">{hint}</p>}
      <Messages id={errorId} errors={errors} />
    </div>
  );
}

/** A labelled select with its server errors underneath. */
export function SelectField({
  label,
  errors,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const errorId = `${id}-errors`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      <Messages id={errorId} errors={errors} />
    </div>
  );
}
