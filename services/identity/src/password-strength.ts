import zxcvbnCore from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';

/**
 * zxcvbn score a password needs: 2 means more than 10^6 guesses. Common and breached passwords from the package's
 * lists (`Password1`, `Qwerty123`, `Summer2024`) score 0 or 1; the demo passwords score 3.
 */
export const MINIMUM_PASSWORD_SCORE = 2;

/** Why a password was refused, in words the sign-in pages and the admin API show (zxcvbn's warning keys). */
const WARNINGS: Record<string, string> = {
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password found in breach lists.',
  similarToCommon: 'This is too close to a commonly used password found in breach lists.',
  straightRow: 'Rows of keys on a keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'The password contains your name, email or the site name.',
};

let factory: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;

/** Built once: loading the dictionaries takes a few hundred milliseconds. */
function estimator() {
  factory ??= new zxcvbnCore.ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
  });
  return factory;
}

/** The reason a password is too easy to guess, or undefined when it is strong enough. */
export function weakPasswordReason(password: string, userInputs: string[] = []): string | undefined {
  // zxcvbn is quadratic in the length; past 100 characters a password is not guessable anyway.
  if (password.length > 100) return undefined;
  const inputs = ['forge', ...userInputs.flatMap((input) => input.toLowerCase().split(/[@.\s_-]+/)).filter((part) => part.length >= 3)];
  const result = estimator().check(password, inputs);
  if (result.score >= MINIMUM_PASSWORD_SCORE) return undefined;
  const warning = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  return `Password is too easy to guess${warning ? `: ${warning}` : '.'} Add more words or characters.`;
}
