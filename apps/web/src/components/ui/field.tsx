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

/** The props that tie a form control to its label and its error list. */
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled control with its hint and its server errors underneath. */
function Field({
  label,
  errors,
  hint,
  control,
}: Common & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-errors`;
  const invalid = errors?.length ? true : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': invalid, 'aria-describedby': invalid && errorId })}
      {hint && <p className="field__hint">{hint}</p>}
      <Messages id={errorId} errors={errors} />
    </div>
  );
}

/** A labelled text input with its server errors underneath. */
export function TextField({
  label,
  errors,
  hint,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field
      label={label}
      errors={errors}
      hint={hint}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

/** A labelled select with its hint and its server errors underneath. */
export function SelectField({
  label,
  errors,
  hint,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      label={label}
      errors={errors}
      hint={hint}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/**
 * A select's options, one an item: `value` is what the option sends (and its key), `label` what
 * it says, by default the value itself.
 */
export function Options<T>({
  items,
  value,
  label = value,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label?: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
