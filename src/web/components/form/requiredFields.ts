/**
 * The required fields of a form whose rules are the server's handlers' (sign-in, passwords, second
 * factors), declared once with what to say when one is left blank: their marks, and the browser's
 * check that sends nothing while one is blank. Record forms read theirs from the contract instead.
 */
export function requiredFields<Values extends object, Field extends keyof Values & string>(
  whenBlank: Record<Field, string>,
) {
  const required = Object.keys(whenBlank) as Field[];
  const check = (values: Values): Record<string, string[]> =>
    Object.fromEntries(
      required.filter((field) => !String(values[field] ?? '').trim()).map((field) => [field, [whenBlank[field]]]),
    );
  return { required, check };
}
