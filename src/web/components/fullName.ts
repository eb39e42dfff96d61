/** A person's names in order, the middle one when they have one: "Amina Zainab Bello". */
export function fullName(person: { first_name: string; middle_name: string | null; last_name: string }): string {
  return [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');
}
