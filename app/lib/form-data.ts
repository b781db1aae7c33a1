/** The named text fields of a posted form (a page's route action), each "" when missing or a file. */
export function textFields<Field extends string>(form: FormData, fields: readonly Field[]): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const name of fields) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
