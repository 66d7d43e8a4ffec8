import type { Severity } from '../report';
import { SEVERITIES } from '../report';
import { isBoilerplateText, isDefinition as definesATerm } from './boilerplate';
import { hasActionCue, hasDefectCue, hasPositiveCue, hasStrongAction, withoutNegations } from './cues';
import type { Observation } from './observations';
import { asksForWork, signalIn, tierFromSignal, type Signal } from './signals';
import { sentences, squash, titleFromText } from './text';

// Which observations are findings, with the inspector's signal and the tier it gives. An observation the report
// lists (a bullet, a numbered or rated item) is one finding; a prose paragraph may hold several, each starting at
// a sentence that names a defect and running on through the sentences that say what to do about it.

export interface ObservationFinding {
  text: string;
  page: number;
  section?: string;
  item?: string;
  severity: Severity;
  signal?: Signal;
}

/** "[RR, SAF]", "[!]", "!": marks the report prints before the text. */
const MARKS = /^\[([A-Z!]{1,4}(?:,\s?[A-Z]{1,4}){0,4})\]\s?/;
const LEAD = /^(?:[•▪■●◦*–-]\s)?(?:\[!\]\s?|!\s)?(?:\d{1,2}(?:\.\d{1,2}){0,2}[.)]?\s)?/u;
/** "Condition: " before a rated line's marks. */
const COMPONENT = /^([A-Z][^:.]{1,60}):\s?(?=\[)/;
const RATING_WORDS =
  /^(?:satisfactory(?: \/ serviceable)?|serviceable|needs attention|not satisfactory|not inspected|marginal|poor|fair|good|acceptable|deficient)\b[,.:;]?\s?/i;
const FYI_MARK = /\(FYI\)|\bFYI\b/;
/** Section words that describe rather than judge: "Type:", "Location:", "Material:". */
const DESCRIPTIVE_LABEL =
  /\b(type|types|location|material|style|size|age|capacity|method|source|brand|model)\b/i;
const FOLLOW_ON =
  /^(?:recommend|have (?:it|them|this|a|an|the)|it is recommended|we recommend|this|these|they|it|consult|contact|repair|replace|correct|further|a qualified|the (?:owner|seller|client|buyer))\b/i;

interface Parsed {
  body: string;
  signal?: Signal;
  /** The signal came from the heading the observation sits under, not from its own mark or rating. */
  fromHeading?: boolean;
  component?: string;
}

/** Splits the report's own marks and rating words off the text they rate. */
function parse(o: Observation): Parsed {
  let rest = o.text;
  let signal: Signal | undefined;
  const lead = LEAD.exec(rest)?.[0] ?? '';
  if (/!/.test(lead)) signal = 'safety';
  rest = rest.slice(lead.length);
  const component = COMPONENT.exec(rest);
  if (component) rest = rest.slice(component[0].length);
  const marks = MARKS.exec(rest);
  if (marks) {
    signal = signalIn(marks[1]!.replace(/\bNI\b/g, '')) ?? (signal || undefined);
    // A safety mark on an item also marked not inspected asks for an evaluation, not a repair.
    if (signal === 'safety' && /\bNI\b/.test(marks[1]!)) signal = 'maintenance';
    if (!signal && /\bNI\b/.test(marks[1]!)) signal = 'informational';
    rest = rest.slice(marks[0].length);
  }
  const rating = RATING_WORDS.exec(rest);
  // "NEEDS ATTENTION: the item needs repair...": the report's legend defining a rating, not a rated item.
  if (rating && rating[0].trimEnd().endsWith(':')) return { body: '', signal: undefined };
  if (rating) {
    signal = signal ?? signalIn(rating[0]) ?? 'informational';
    rest = rest.slice(rating[0].length);
  }
  if (!signal && FYI_MARK.test(rest)) signal = 'informational';
  // A summary's grouping ("Safety Concerns") rates what it lists; elsewhere the sub-heading does.
  const over = o.inSummary ? o.section : o.subheading;
  const heading = !signal && over && over.length <= 40 ? signalIn(over) : undefined;
  return { body: squash(rest), signal: signal ?? heading, fromHeading: !!heading, component: component?.[1] };
}

/** General remarks in a narrative ("Gutters can overflow when...", "Homeowners should be aware"): advice, not
 * something the inspector saw at this house. */
const GENERIC =
  /\b(?:can|may|could|might|will help|typically|generally|often|usually|homeowners|be aware|is not responsible|we attempt|not always|in (?:all|most|many) (?:buildings|homes|houses))\b/i;
/** Remarks addressed to every owner of every house, not about this one. */
const TO_EVERYONE =
  /\b(?:homeowners|be aware|in (?:all|most|many) (?:buildings|homes|houses)|is not responsible|we attempt)\b/i;
const SEEN = /\b(?:was|were|is|are|has|have|did|does)\b/i;
/** The inspector saying what is not there: "no moisture was visible", "exhibited no curling". */
const DENIED =
  /\bno (?:visible |visual |apparent )?(?:evidence|signs?|moisture|curling|leaks?|damage|creosote|indication)\b|\bnot (?:observed|found|detected)\b/i;
/** Advice about this house with no defect named ("The locks should be rekeyed upon occupancy"). */
const ADVICE =
  /\bshould be (?:changed|rekeyed|checked|tested|cleaned|monitored|inspected)\b|\b(?:is|are) advisable\b|\bstands the risk\b/i;
const CONTENT_WORD = /[a-z]{4,}/g;
/** Content words, plural or singular alike ("door" and "doors" are one subject). */
const subjectWords = (s: string) =>
  new Set((s.toLowerCase().match(CONTENT_WORD) ?? []).map((w) => w.replace(/s$/, '')));
/** Something that should be there and is not. */
const ABSENT =
  /\bthere (?:is|was|were|are) no\b|\b(?:does|did) not have\b|\b(?:has|have|had) no\b|\bwithout\b/i;
/** Defects narratives name in words the template cues do not ("draining too close to the foundation"). */
const NARRATIVE_DEFECT =
  /\btoo close\b|\bdented\b|\bnot (?:level|waterproof\w*|bonded|sealed)\b|\bpoorly\b|\bdid not (?:cool|heat|drain|start)\b/i;

function opensFinding(sentence: string): boolean {
  if (DENIED.test(sentence)) return false;
  if (TO_EVERYONE.test(sentence)) return false;
  const generic = GENERIC.exec(sentence);
  // "The standpipe has no trap, so sewer gas can enter": the defect is stated before the "can".
  if (generic && !/\b(?:was|were) (?:observed|noted|found|missing)\b/i.test(sentence))
    return generic.index > 0 && opensFinding(sentence.slice(0, generic.index));
  return (
    SEEN.test(sentence) &&
    (hasDefectCue(withoutNegations(sentence)) || NARRATIVE_DEFECT.test(sentence) || ABSENT.test(sentence))
  );
}

/** The sentences of a prose paragraph grouped into findings: a group opens at a sentence reporting a defect and
 * runs on through what to do about it and through further sentences on the same subject. */
function proseFindings(text: string): string[] {
  const groups: { sentences: string[]; subject: Set<string> }[] = [];
  let open: (typeof groups)[number] | undefined;
  for (const s of sentences(text)) {
    const about = subjectWords(s);
    const shared = open ? [...about].filter((w) => open!.subject.has(w)).length : 0;
    // A remark to every owner stays with the finding only when it is plainly about the same thing.
    const sameSubject = shared >= (TO_EVERYONE.test(s) ? 2 : 1);
    if (opensFinding(s) && !(open && (FOLLOW_ON.test(s) || sameSubject))) {
      open = { sentences: [s], subject: about };
      groups.push(open);
    } else if (open && (FOLLOW_ON.test(s) || sameSubject || (hasActionCue(s) && !GENERIC.test(s)))) {
      open.sentences.push(s);
    } else if (!open && (hasStrongAction(s) || ADVICE.test(s)) && !GENERIC.test(s)) {
      open = { sentences: [s], subject: about };
      groups.push(open);
    } else {
      open = undefined;
    }
  }
  return groups.map((g) => g.sentences.join(' '));
}

/** "Safety Hazard: an item that...", but not "Loose chimney flashing: the counter-flashing has pulled out": a defined
 * term is a category, never a defect. */
function isDefinition(text: string): boolean {
  const colon = text.indexOf(':');
  return (
    definesATerm(text) && !hasDefectCue(text.slice(0, colon)) && !NARRATIVE_DEFECT.test(text.slice(0, colon))
  );
}

/** "Monitor Type: Continuous Radon Monitor.": fields of a description, one or more to a line. */
const FIELD = /^[A-Z][^:.]{1,40}: ?[^.:]{1,50}\.?$/;
const onlyFields = (text: string) => sentences(text).every((s) => FIELD.test(s));

/** "Sink faucet was functional at the time (FYI)": the inspector saying something works, not a finding. */
const WORKS =
  /\b(?:was|were|is|are) (?:functional|operational|working|in place)\b|\boperated (?:at|normally|properly)\b|\bwas operated\b/i;

/** An empty check box: a to-do list's line, not something the inspector found. */
const UNCHECKED = /^\[\s?\]/;

function isFinding({ body, signal, fromHeading }: Parsed, o: Observation): boolean {
  if (UNCHECKED.test(body) || body.split(' ').length < 3) return false;
  if (onlyFields(body) && !hasDefectCue(withoutNegations(body))) return false;
  // The inspector rated it: a defect, even if its last words disclaim the inspection's scope.
  if (signal && signal !== 'informational' && !fromHeading && !isDefinition(body)) return true;
  if (isBoilerplateText(body) || isDefinition(body)) return false;
  const defect = hasDefectCue(withoutNegations(body)) || NARRATIVE_DEFECT.test(body) || ABSENT.test(body);
  const action =
    hasActionCue(body) || asksForWork(body) || /\b(?:will need|needs?|though|however)\b/i.test(body);
  const works = hasPositiveCue(body) || WORKS.test(body);
  if (works && !defect && (!signal || fromHeading || signal === 'informational')) return false;
  if (signal && signal !== 'informational' && !fromHeading) return true;
  // A listed item under an informational heading ("DISCRETIONARY IMPROVEMENTS") is the inspector's remark.
  if (signal === 'informational')
    return defect || action || (o.listed && (FYI_MARK.test(o.text) || !!fromHeading));
  if (hasPositiveCue(body) && !defect) return false;
  if (o.listed && !(o.underField && DESCRIPTIVE_LABEL.test(o.label ?? '') && !defect))
    return defect || action;
  return defect || hasStrongAction(body);
}

/** A paragraph's own sentence groups that are findings, not the disclaimers around them. */
const proseGroups = (body: string) =>
  proseFindings(body).filter((g) => !isBoilerplateText(g) && !isDefinition(g) && !onlyFields(g));

function toFindings(o: Observation): ObservationFinding[] {
  const parsed = parse(o);
  const { body, signal, component } = parsed;
  const prose = !o.listed && !signal;
  if (prose ? UNCHECKED.test(body) : !isFinding(parsed, o)) return [];
  const item = component ?? o.label?.replace(/^[\d.]+\s/, '');
  const pieces = prose ? proseGroups(body) : [body];
  return pieces.map((text) => ({
    text,
    page: o.page,
    section: o.section,
    item,
    signal,
    severity: tierFromSignal(signal, text),
  }));
}

const rank = (s: Severity) => SEVERITIES.indexOf(s);

/** "• Consult a qualified specialist for repair." under an item: the item's own recommendation, not a finding of
 * its own. */
const BARE_ACTION =
  /^(?:[•▪■●◦*–-]\s)?(?:consult|repair|monitor|have|hire|contact|recommend|further|evaluate|replace|service)\b/iu;

function withFollowOns(observations: Observation[]): Observation[] {
  const out: Observation[] = [];
  for (const o of observations) {
    const previous = out[out.length - 1];
    const sameItem = previous && previous.label === o.label && previous.section === o.section;
    // A numbered item is an observation of its own, however it is worded.
    const numbered = /^\d/.test(o.text);
    if (sameItem && !numbered && BARE_ACTION.test(o.text) && !hasDefectCue(withoutNegations(o.text))) {
      out[out.length - 1] = { ...previous, text: `${previous.text} ${o.text.replace(LEAD, '')}` };
    } else {
      out.push(o);
    }
  }
  return out;
}

/** A summary's copy of a body finding shares most of its words. */
const TWIN = 0.6;

/** Share of the shorter text's content words the other holds (stop words and "the roofer should" aside). */
function twinScore(a: string, b: string): number {
  const [wa, wb] = [subjectWords(a), subjectWords(b)];
  const [small, large] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (small.size < 3) return 0;
  return [...small].filter((w) => large.has(w)).length / small.size;
}

/** When the body could not be told from the summary, each finding once: the body's copy, with the stronger signal. */
function onceEach(findings: ObservationFinding[]): ObservationFinding[] {
  const kept: ObservationFinding[] = [];
  for (const f of findings) {
    const i = kept.findIndex((k) => twinScore(k.text, f.text) >= TWIN);
    if (i < 0) {
      kept.push(f);
      continue;
    }
    // The later copy, unless the earlier says much more: a summary printed first repeats the body in brief.
    const [fuller, other] = f.text.length * 1.3 >= kept[i]!.text.length ? [f, kept[i]!] : [kept[i]!, f];
    const signal = fuller.signal ?? other.signal;
    kept[i] = {
      ...fuller,
      signal,
      severity: rank(other.severity) < rank(fuller.severity) ? other.severity : fuller.severity,
    };
  }
  return kept;
}

/** Findings of the observations, each kept once. A summary repeats the body (the kit's reports all do): its copy
 * lends the body's finding its signal ("Safety Concerns") and is not a finding of its own; only a report with no
 * body findings at all keeps its summary's. */
export function observationFindings(observations: Observation[]): ObservationFinding[] {
  const read = withFollowOns(observations);
  const all = read.flatMap((o) => toFindings(o).map((f) => ({ f, summary: o.inSummary })));
  const body = all.filter((x) => !x.summary).map((x) => x.f);
  const summary = all.filter((x) => x.summary).map((x) => x.f);
  const bodyText = read.filter((o) => !o.inSummary);
  // No body findings: the body could not be told from the summary, or tells each item in words of its own.
  if (!body.length) return onceEach(summary.map((f) => toldInBody(bodyText, f) ?? f));
  for (const f of summary) {
    const twin = body.find((b) => twinScore(b.text, f.text) >= TWIN);
    if (!twin) {
      // The summary names a finding the body tells in words of its own: the body's sentences are the finding.
      const told = toldInBody(bodyText, f);
      if (told && !body.some((b) => twinScore(b.text, told.text) >= TWIN)) body.push(told);
      continue;
    }
    if (!f.signal) continue;
    if (!twin.signal) {
      twin.signal = f.signal;
      twin.severity = tierFromSignal(f.signal, twin.text);
    } else if (rank(f.severity) < rank(twin.severity)) {
      twin.severity = f.severity;
    }
  }
  return body;
}

/** The body sentence a summary item repeats, with the sentences after it that say what to do about it. */
function toldInBody(observations: Observation[], item: ObservationFinding): ObservationFinding | undefined {
  let best: { o: Observation; all: string[]; at: number; score: number } | undefined;
  for (const o of observations) {
    const all = sentences(o.text);
    all.forEach((s, at) => {
      const score = twinScore(s, item.text);
      if (score >= TWIN && (!best || score > best.score)) best = { o, all, at, score };
    });
  }
  if (!best) return undefined;
  const { o, all, at } = best;
  const told = [all[at]!];
  for (const s of all.slice(at + 1)) {
    if (!(FOLLOW_ON.test(s) || hasActionCue(s)) || opensFinding(s)) break;
    told.push(s);
  }
  const text = told.join(' ');
  return {
    text,
    page: o.page,
    section: o.section,
    item: o.label?.replace(/^[\d.]+\s/, ''),
    signal: item.signal,
    severity: tierFromSignal(item.signal, text),
  };
}

/** "With typical wear, though the drain stopper needs adjustment": the part after the turn is the finding. */
const TURN = /,?\s(?:though|however|but|although)\b,?\s/i;

/** A short title for the finding, written from the sentence that names the defect (or asks for the fix). */
export function observationTitle(text: string): string {
  const all = sentences(text);
  // The first sentence that names the defect in its own words (not "This type is..." or "It should..."), else the
  // first that is not an instruction.
  const own = all.filter((s) => !FOLLOW_ON.test(s));
  let gist =
    own.find((s) => hasDefectCue(withoutNegations(s)) || NARRATIVE_DEFECT.test(s) || ABSENT.test(s)) ??
    own[0] ??
    all[0] ??
    text;
  const turn = TURN.exec(gist);
  if (turn && !hasDefectCue(gist.slice(0, turn.index))) gist = gist.slice(turn.index + turn[0].length);
  gist = gist.replace(/^(?:however|though|also|further(?:more)?)\b,?\s/i, '');
  const title = titleFromText(gist);
  // Advice cut at its verb ("Furnaces should be...") says nothing: keep the advice, as far as a title goes.
  if (title.split(' ').length >= 3) return title;
  const end = gist.search(/[.!?]/);
  const clause = (end >= 0 ? gist.slice(0, end) : gist).replace(/^(?:the|a|an)\s/i, '');
  const cut = clause.length > 60 ? clause.slice(0, clause.lastIndexOf(' ', 60)) : clause;
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}
