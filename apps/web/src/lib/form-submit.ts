import type { FormEvent } from 'react';

/**
 * A form's submit handler: the browser does not submit it, and `act` gets the text of each named
 * field ('' for one that is missing).
 */
export function onSubmitTexts<Name extends string>(
  names: readonly Name[],
  act: (texts: Record<Name, string>) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const texts = Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]));
    act(texts as Record<Name, string>);
  };
}
