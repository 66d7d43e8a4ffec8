import { hasActionCue, hasStrongAction } from './cues';
import { FOLLOW_ON, namesDefect, topicWords } from './observation-words';
import { sentences } from './text';

// Prose reports embed their defects mid-paragraph among descriptions, advice and disclaimers. A finding opens at a
// sentence that reports a defect seen at this house and runs on through what to do about it and through further
// sentences on the same subject.

/** General remarks in a narrative ("Gutters can overflow when...", "Homeowners should be aware"): advice, not
 * something the inspector saw at this house. */
export const GENERIC =
  /\b(?:can|may|could|might|will help|typically|generally|often|usually|homeowners|be aware|is not responsible|we attempt|not always|in (?:all|most|many) (?:buildings|homes|houses))\b/i;
/** Remarks addressed to every owner of every house, not about this one. */
const TO_EVERYONE =
  /\b(?:homeowners|be aware|in (?:all|most|many) (?:buildings|homes|houses)|is not responsible|we attempt)\b/i;
/** A sentence that says what is (or was) so, including the present-tense verbs defects are told in ("the fan vents
 * into the attic", "the trap leaks"). */
const SEEN = /\b(?:was|were|is|are|has|have|did|does|vents|leaks|drips|sags|slopes)\b/i;
/** The inspector saying what is not there: "no moisture was visible", "exhibited no curling". */
const DENIED =
  /\bno (?:visible |visual |apparent |noticeable |detectable )?(?:evidence|signs?|moisture|curling|leaks?|damage|creosote|indications?|stains?|rot|cracks?|odou?rs?|smells?)\b|\bnot (?:observed|found|detected)\b/i;
/** Advice about this house with no defect named ("The locks should be rekeyed upon occupancy"). */
const ADVICE =
  /\bshould be (?:changed|rekeyed|checked|tested|cleaned|monitored|inspected)\b|\b(?:is|are) advisable\b|\bstands the risk\b/i;

/** A sentence about any case, not one seen: a condition ("If the flue has not been swept..."), every or any thing
 * of a kind ("Any latent defects...", "All fixtures were operated"), a reason given in advance ("Due to..."). */
const GENERAL_SUBJECT = /^(?:if|any|all|every|although|due to|the only way)\b/i;

/** A sentence that reports a defect seen at this house. */
export function opensFinding(sentence: string): boolean {
  if (DENIED.test(sentence) || TO_EVERYONE.test(sentence) || GENERAL_SUBJECT.test(sentence.trim()))
    return false;
  const generic = GENERIC.exec(sentence);
  // "The standpipe has no trap, so sewer gas can enter": the defect is stated before the "can".
  if (generic && !/\b(?:was|were) (?:observed|noted|found|missing)\b/i.test(sentence))
    return generic.index > 0 && opensFinding(sentence.slice(0, generic.index));
  return SEEN.test(sentence) && namesDefect(sentence);
}

/** The sentences of a prose paragraph grouped into findings. */
export function proseFindings(text: string): string[] {
  const groups: { sentences: string[]; subject: Set<string> }[] = [];
  let open: (typeof groups)[number] | undefined;
  for (const s of sentences(text)) {
    const about = topicWords(s);
    const shared = open ? [...about].filter((w) => open!.subject.has(w)).length : 0;
    // A remark to every owner stays with the finding only when it is plainly about the same thing.
    const sameSubject = shared >= (TO_EVERYONE.test(s) ? 2 : 1);
    // A new defect sentence stays with the open finding only when plainly about the same thing: one shared word
    // is often the place ("attic") where two defects sit.
    const sameThing = shared >= 2;
    if (opensFinding(s) && !(open && (FOLLOW_ON.test(s) || sameThing))) {
      open = { sentences: [s], subject: about };
      groups.push(open);
    } else if (open && (FOLLOW_ON.test(s) || sameSubject || (hasActionCue(s) && !GENERIC.test(s)))) {
      open.sentences.push(s);
    } else if (
      !open &&
      (hasStrongAction(s) || ADVICE.test(s)) &&
      !GENERIC.test(s) &&
      !GENERAL_SUBJECT.test(s.trim())
    ) {
      open = { sentences: [s], subject: about };
      groups.push(open);
    } else {
      open = undefined;
    }
  }
  return groups.map((g) => g.sentences.join(' '));
}
