import type { ButtonHTMLAttributes } from 'react';

export type ButtonProps = {
  /** Drawn as a secondary button rather than the primary one. */
  secondary?: boolean;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** A button drawn as the game's primary action, or a secondary one; a plain button unless told. */
export function Button({ secondary = false, type = 'button', ...button }: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`button button--${secondary ? 'secondary' : 'primary'}`}
    />
  );
}
