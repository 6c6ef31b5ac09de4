import { screen, within } from '@testing-library/react';

/** The text of every cell of the table named `name`, row by row, its header row first. */
export function tableText(name: string): (string | null)[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
}
