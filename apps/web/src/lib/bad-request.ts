// Reading the body of a 400 answer (SPEC §8), part of the error catalogue (error-catalogue.ts).

/** The body of a 400 answer, DRF style: field name to a list of messages or coded errors. */
export type BadRequest = Record<string, unknown>;

type Coded = { code?: unknown; message?: unknown };

function firstCode(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) {
    if (typeof item === 'string') return item;
    if (item && typeof item === 'object' && typeof (item as Coded).code === 'string') {
      return (item as Coded).code as string;
    }
  }
  return undefined;
}

/**
 * The machine code of a 400 body: transfers[].non_field_errors, else non_field_errors, else
 * picks[].purchase_price, else code[0].code (SPEC §8 lookup order).
 */
export function errorCode(body: BadRequest | undefined): string | undefined {
  if (!body) return undefined;
  const rows = (key: string, field: string) =>
    Array.isArray(body[key])
      ? (body[key] as unknown[]).map((row) =>
          row && typeof row === 'object'
            ? firstCode((row as Record<string, unknown>)[field])
            : undefined,
        )
      : [];
  return (
    rows('transfers', 'non_field_errors').find(Boolean) ??
    firstCode(body.non_field_errors) ??
    rows('picks', 'purchase_price').find(Boolean) ??
    firstCode(body.code)
  );
}

/** Messages of one field of a 400 body, as text (coded errors give their message or code). */
export function fieldErrors(body: BadRequest | undefined, field: string): string[] {
  const value = body?.[field];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    if (typeof item === 'string') return item;
    const coded = item as Coded;
    return String(coded?.message ?? coded?.code ?? '');
  });
}
