import type { Severity } from '../report';
import { isBoilerplateText, isDefinition as definesATerm } from './boilerplate';
import { hasActionCue, hasDefectCue, hasPositiveCue, hasStrongAction, withoutNegations } from './cues';
import { LEAD, NARRATIVE_DEFECT, namesDefect } from './observation-words';
import type { Observation } from './observations';
import { proseFindings } from './prose-findings';
import { asksForWork, signalIn, tierFromSignal, type Signal } from './signals';
import { lendSignal, onceEach, toldInBody, twinScore, TWIN } from './summary-copies';
import { sentences, squash } from './text';

// Which observations are findings, with the inspector's signal and the tier it gives. An observation the report
// lists (a bullet, a numbered or rated item) is one finding; a prose paragraph may hold several (prose-findings.ts);
// a summary's copies are kept once (summary-copies.ts).

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
/** "Condition: " before a rated line's marks. */
const COMPONENT = /^([A-Z][^:.]{1,60}):\s?(?=\[)/;
const RATING_WORDS =
  /^(?:satisfactory(?: \/ serviceable)?|serviceable|needs attention|not satisfactory|not inspected|marginal|poor|fair|good|acceptable|deficient)\b[,.:;]?\s?/i;
const FYI_MARK = /\(FYI\)|\bFYI\b/;
/** Section words that describe rather than judge: "Type:", "Location:", "Material:". */
const DESCRIPTIVE_LABEL =
  /\b(type|types|location|material|style|size|age|capacity|method|source|brand|model)\b/i;

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
  const defect = namesDefect(body);
  const action =
    hasActionCue(body) || asksForWork(body) || /\b(?:will need|needs?|though|however)\b/i.test(body);
  const works = hasPositiveCue(body) || WORKS.test(body);
  if (works && !defect && (!signal || fromHeading || signal === 'informational')) return false;
  // A listed item under an informational heading ("DISCRETIONARY IMPROVEMENTS") is the inspector's remark.
  if (signal === 'informational')
    return defect || action || (o.listed && (FYI_MARK.test(o.text) || !!fromHeading));
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
  // All a boilerplate region gives is its notice about this house: for the buyer's information.
  if (o.houseNotice)
    return [{ text: o.houseNotice, page: o.page, section: o.section, severity: 'informational' }];
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

/** Findings of the observations, each kept once. A summary repeats the body (the kit's reports all do): its copy
 * lends the body's finding its signal ("Safety Concerns") and is not a finding of its own; only a report with no
 * body findings at all keeps its summary's. */
/** A report laid out as lists (most of its observations items): the paragraph a section opens with, before its
 * first item, is the section's preamble ("All structures depend on the soil beneath them..."), said of every
 * house. A report told in prose keeps its paragraphs. */
function withoutPreambles(observations: Observation[]): Observation[] {
  const listed = observations.filter((o) => o.listed).length;
  if (listed < 2 * (observations.length - listed)) return observations;
  return observations.filter((o) => !o.opensSection);
}

export function observationFindings(observations: Observation[]): ObservationFinding[] {
  const read = withFollowOns(withoutPreambles(observations));
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
    lendSignal(twin, f);
  }
  return body;
}
