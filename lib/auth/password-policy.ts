import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { MIN_PASSWORD_LENGTH } from "./password";

/**
 * What a staff password must be, after NIST SP 800-63B (5.1.1.2): at least 12 characters, any
 * characters, no composition rules, but not a value that attackers try first: a password from
 * the lists of common and breached passwords, a dictionary word or name with a few digits,
 * repeated or sequential characters ("aaaaaaaaaaaa", "123456789012"), keyboard walks, or words of
 * this site and of the account itself. The judgement is zxcvbn's (`@zxcvbn-ts`, with its common
 * password list of about 30,000 breached passwords and its English dictionaries): a password it
 * expects to fall within 10⁸ guesses is refused.
 */

/** zxcvbn's score 3: "safely unguessable", more than 10⁸ guesses. */
const MIN_SCORE = 3;

// Words an attacker of this site would try with digits around them.
const SITE_WORDS = ["dseu", "delhi", "skill", "entrepreneurship", "university", "admin", "administrator", "staff"];

let factory: ZxcvbnFactory | undefined;

/** Made on first use: building the dictionaries takes a moment and is only needed when a password is set. */
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

const WEAK_REASON = "It is a common or breached password, or made from a word, a name or a pattern.";
const WEAK_ADVICE = "Choose a longer phrase of unrelated words, or generate a password.";

/**
 * Why this password may not be set, or undefined when it may. `context` is what an attacker knows
 * of the account (its email, its name), which the password must not be built from.
 */
export function passwordProblem(
  password: string,
  context: readonly (string | null | undefined)[] = [],
): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  const accountWords = context.flatMap((text) => (text ? text.toLowerCase().split(/[^\p{L}\p{N}]+/u) : []));
  const verdict = checker().check(password, [...SITE_WORDS, ...accountWords.filter((word) => word.length >= 3)]);
  if (verdict.score >= MIN_SCORE) return undefined;
  return `This password is too easy to guess. ${verdict.feedback.warning ?? WEAK_REASON} ${WEAK_ADVICE}`;
}
