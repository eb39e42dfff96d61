import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/**
 * The strength part of the password policy (docs/records.md, Users and accounts), read by the server's policy
 * and by the set-password screen's meter, so the rule lives here once. The zxcvbn-ts estimator
 * scores 0–4 by the guesses an attacker needs; 4 means at least 10^10. Score 3 (10^8) would let
 * "Summer2026!!" through: a season, a year and two marks fall to an offline attack in hours.
 * The web loads this module lazily: the dictionaries weigh about a megabyte.
 */
export const MIN_PASSWORD_SCORE: Score = 4;

/** Words of this product an attacker tries first; the user's own email is added per check. */
const PRODUCT_WORDS = ['nhia', 'health', 'insurance', 'agency'];

export const STRENGTH_LABELS: Record<Score, string> = { 0: 'Very weak', 1: 'Weak', 2: 'Fair', 3: 'Good', 4: 'Strong' };

/** What to do when the estimator has no suggestion of its own. */
const GENERAL_ADVICE = 'Use a longer password, for example a few unrelated words.';

export interface PasswordStrength {
  score: Score;
  label: string;
  strongEnough: boolean;
  /** What makes it weak and what to do, in the estimator's words; empty when strong enough. */
  advice: string[];
}

/**
 * The estimate reads this many characters: its cost grows steeply with length (a 250-character
 * password took 2.5 s of the server's one thread), and a password whose first 40 characters are
 * hard to guess is hard to guess. Substitutions tried for l33t spelling are capped for the same reason.
 */
export const STRENGTH_READS_CHARACTERS = 40;
const L33T_SUBSTITUTIONS_TRIED = 10;

let estimator: ZxcvbnFactory | undefined;
const estimate = () =>
  (estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
    maxLength: STRENGTH_READS_CHARACTERS,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS_TRIED,
  }));

/** The email and its name part: a password built on them is easy to guess for whoever knows the address. */
const inputsOf = (email: string) => (email ? [email.toLowerCase(), email.toLowerCase().split('@')[0]] : []);

/** How hard this password is to guess, with advice when it is not hard enough. */
export function passwordStrength(password: string, email = ''): PasswordStrength {
  const { score, feedback } = estimate().check(password, [...PRODUCT_WORDS, ...inputsOf(email)]);
  const strongEnough = score >= MIN_PASSWORD_SCORE;
  const whatToDo = feedback.suggestions.length > 0 ? feedback.suggestions : [GENERAL_ADVICE];
  const advice = strongEnough ? [] : [...(feedback.warning ? [feedback.warning] : []), ...whatToDo];
  return { score, label: STRENGTH_LABELS[score], strongEnough, advice };
}

/** The policy's message for a password that is too easy to guess: why, and what to do. */
export function tooWeakMessage(strength: PasswordStrength): string {
  return ['This password is too easy to guess.', ...strength.advice].join(' ');
}
