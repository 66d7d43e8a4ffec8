import { hasDefectCue, withoutNegations } from './cues';

// Words the observation reader shares between its steps: how a list item opens, what follows a finding, what names
// a defect in a narrative's own words.

/** A list item's bullet, "!" flag and number, before its text. */
export const LEAD = /^(?:[•▪■●◦*–-]\s)?(?:\[!\]\s?|!\s)?(?:\d{1,2}(?:\.\d{1,2}){0,2}[.)]?\s)?/u;

/** Sentences that go on about the finding before them ("It should...", "Recommend...", "A qualified..."). */
export const FOLLOW_ON =
  /^(?:recommend|have (?:it|them|this|a|an|the)|it is recommended|we recommend|this|these|they|it|consult|contact|repair|replace|correct|further|a qualified|the (?:owner|seller|client|buyer))\b/i;

/** Something that should be there and is not. */
export const ABSENT =
  /\bthere (?:is|was|were|are) no\b|\b(?:does|did) not have\b|\b(?:has|have|had) no\b|\bwithout\b/i;

/** Defects narratives name in words the template cues do not ("draining too close to the foundation"). */
export const NARRATIVE_DEFECT =
  /\btoo close\b|\bdented\b|\bnot (?:level|waterproof\w*|bonded|sealed)\b|\bpoorly\b|\bdid not (?:cool|heat|drain|start)\b|\bpainted shut\b|\bvents? into the (?:attic|crawl ?space|garage)\b|\bbelow (?:current |modern )?standards?\b|\b(?:undersized|inadequate|insufficient)\b/i;

const CONTENT_WORD = /[a-z]{4,}/g;
/** Words every sentence may share ("should", "into", "than") that say nothing of what it is about. */
const FUNCTION_WORDS = new Set(
  'should would could must into than rather with from that this there their these those were been have more only about well also when then where which while very'.split(
    ' ',
  ),
);
/** Content words, plural or singular alike ("door" and "doors" are one subject). */
export const subjectWords = (s: string) =>
  new Set((s.toLowerCase().match(CONTENT_WORD) ?? []).map((w) => w.replace(/s$/, '')));
/** The content words without the ones any two sentences may share: what a sentence is about. */
export const topicWords = (s: string) => new Set([...subjectWords(s)].filter((w) => !FUNCTION_WORDS.has(w)));

/** A sentence names a defect: in the template cues' words, a narrative's, or an absence. */
export const namesDefect = (s: string) =>
  hasDefectCue(withoutNegations(s)) || NARRATIVE_DEFECT.test(s) || ABSENT.test(s);
