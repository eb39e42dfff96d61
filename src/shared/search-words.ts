/**
 * The words of what someone typed into an option picker, lower-cased: an option matches when each
 * word is in its text, so typing an option's whole text as shown ("Hygeia HMO (NHIA/HMO/001)",
 * "Ada Obi <ada@nhia.example>") finds it, as does typing its words in any order. The brackets an
 * option's text wraps its code or address in separate words.
 */
export function searchWords(typed: string): string[] {
  return typed
    .toLowerCase()
    .split(/[\s()<>]+/)
    .filter(Boolean);
}
