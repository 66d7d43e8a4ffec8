// Cuts a report written without a template's finding blocks (narratives, numbered observations, items with rating
// words or check-box marks, prose) into observations: one list item, one rated line, or one paragraph each, with
// the headings above it. PDF text often has no blank line between paragraphs, so a paragraph ends where a line
// stops short of the text width, or where the next line opens a new item.

import { houseNotice, isBoilerplateHeading } from './boilerplate';
import type { ReportLine } from './page-lines';
import { joinLines } from './text';
import { SYSTEM_WORDS } from './vocabulary';

/** Systems a report's sections are named after, beyond the template words (a sewer lateral, a pool). */
const MORE_SYSTEMS =
  /\b(?:sewer|lateral|pool|spa|electric|smoke|detectors?|fireplace|structure|cladding|grounds|site)\b/i;
const isSystem = (heading: string) => SYSTEM_WORDS.test(heading) || MORE_SYSTEMS.test(heading);

export interface Observation {
  text: string;
  page: number;
  /** The section heading above it (a system: "Plumbing", "ELECTRICAL SYSTEM"). */
  section?: string;
  /** The item label above it ("3.3 VANITY(S) - CABINET(S):", "Condition:"), when there is one. */
  label?: string;
  /** The label is a field of the item's description ("Type:", "Material:"), not the item itself. */
  underField: boolean;
  /** The sub-heading it sits under ("MAINTENANCE ITEMS", "Observations"), which may carry a rating. */
  subheading?: string;
  /** Opened by a bullet, a number or a label on its own line: one observation by the report's own layout. */
  listed: boolean;
  /** Under a heading that repeats the body (a summary, an overview, a synopsis). */
  inSummary: boolean;
  /** Read from a boilerplate region only for the hazard-material notice about this house it gives (its sentence). */
  houseNotice?: string;
  /** The unlisted paragraph a section opens with, before its first item. */
  opensSection?: boolean;
}

const BULLET = /^(?:[•▪■●◦*–-]|\[!\]|!)\s/u;
const NUMBERED = /^(?:\d{1,2}(?:\.\d{1,2}){0,2}[.)]|\d{1,2}\.\d{1,2})\s(?=\S)/;
/** "(2) A removable mesh fence...": a list inside an observation, part of it. */
const SUB_ITEM = /^(?:\(\d{1,2}\)|\(?[a-h]\))\s/;
/** "! - IMMEDIATE RECOMMENDED IMPROVEMENTS": a heading flagged the way its items are. */
const FLAGGED_HEADING = /^!\s?[-–]\s/u;
/** "Condition: [RR, SAF] Soil ...": a component with its rating marks, on one line. */
const RATED_LINE = /^[A-Z][^:.]{1,60}:\s?\[[A-Z!]{1,4}(?:,\s?[A-Z]{1,4}){0,4}\]/;
const PRONOUN = /^(?:it|this|these|they|its)\s/i;
/** "(See Photo 12)": a note that belongs to the observation above it. */
const PHOTO_NOTE = /^\((?:see|refer|photo|picture|image|fig)/i;
const TERMINAL = /[.!?;:)"”]$/;
/** A heading that is a summary ("REPORT SUMMARY", "Report Overview"), not one that mentions an overview. */
const SUMMARY_HEADING =
  /^(?:(?:report|inspection|executive) )?(?:summary|overview|synopsis)\b|\bsummary\b|\bimmediate recommended\b|\bat a glance\b/i;
/** Regions that define terms or list what was not inspected, whatever the heading's first word. */
const REFERENCE_HEADING = /\b(?:definitions|glossary|legend|limitations|exclusions|rating key|key to)\b/i;
/** Sub-headings inside a section: what kind of remarks follow, not a new system. */
const SUBHEADING =
  /^(observations?|recommendations?|comments?|limitations?|maintenance items?|discretionary|information|notes?|condition|descriptions?|item descriptions|general)\b/i;

function isHeading(text: string): boolean {
  // "Type: Hardboard lap" is a field of a description, not a heading.
  if (text.length > 80 || TERMINAL.test(text) || BULLET.test(text) || text.includes(': ')) return false;
  const words = text.replace(/^[\d.]+\s/, '').split(' ');
  if (words.length > 12 || !/[A-Za-z]{3}/.test(text)) return false;
  if (text === text.toUpperCase()) return true;
  const capitalised = words.filter((w) => /^[A-Z0-9(&/-]/.test(w) || w.length <= 3).length;
  return capitalised === words.length;
}

/** "3.3 VANITY(S) - CABINET(S):" or "Foundation Wall Condition:" on a line of its own. */
const isLabel = (text: string) => text.length <= 90 && text.endsWith(':') && !/[.!?]\s/.test(text);

/** The width text wraps at: the longest lines of paragraphs (a few wider table rows aside). */
function textWidth(lines: ReportLine[]): number {
  const lengths = lines
    .map((l) => l.text.length)
    .filter((n) => n >= 20)
    .sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.95)] ?? 80;
}

export function readObservations(lines: ReportLine[]): Observation[] {
  const out: Observation[] = [];
  let section: string | undefined;
  let subheading: string | undefined;
  let label: string | undefined;
  /** A "Field:" line under the item; a sub-heading ("Observations:") ends it. */
  let field: string | undefined;
  /** A boilerplate region a section heading opened (legal text, a checklist): it runs until a system's section. */
  let boilerplate = false;
  /** A boilerplate part of a section (its "LIMITATIONS:"): it ends at the next heading of any kind. */
  let boilerplatePart = false;
  let inSummary = false;
  /** Headings seen inside a summary printed before the body: the body starts where one comes round again. */
  let summaryHeadings: Set<string> | undefined;
  let current: { lines: string[]; page: number; listed: boolean } | undefined;
  const width = textWidth(lines);

  /** A system's section just began under a summary, with nothing under it yet. */
  let freshSection = false;
  /** A section heading came and nothing has been read under it yet. */
  let sectionStart = false;

  const close = () => {
    const notice =
      current && (boilerplate || boilerplatePart) ? houseNotice(joinLines(current.lines)) : undefined;
    if (current && ((!boilerplate && !boilerplatePart) || notice)) {
      const text = joinLines(current.lines);
      // A summary lists; the body describes. A system's section that opens with a paragraph of prose is the
      // body, even when the summary had no headings of its own to come round again.
      if (inSummary && freshSection && !current.listed && text.length >= 100) {
        inSummary = false;
        summaryHeadings = undefined;
      }
      freshSection = false;
      if (text)
        out.push({
          text,
          page: current.page,
          section,
          label: field ?? label,
          underField: !!field,
          subheading,
          listed: current.listed,
          inSummary,
          ...(notice ? { houseNotice: notice } : {}),
          ...(sectionStart && !inSummary && !current.listed && !label && !field
            ? { opensSection: true }
            : {}),
        });
    }
    if (current) sectionStart = false;
    current = undefined;
  };
  const open = (text: string, page: number, listed: boolean) => {
    close();
    current = { lines: [text], page, listed };
  };

  /** A section heading: a new system, a summary, or a boilerplate region. */
  const enterSection = (text: string) => {
    boilerplatePart = false;
    const key = text.toLowerCase();
    if (SUMMARY_HEADING.test(text)) {
      // Kept apart rather than skipped: a summary's grouping ("Safety Concerns") is the inspector's signal.
      inSummary = true;
      summaryHeadings = new Set();
      boilerplate = false;
    } else {
      // Legal text and checklists run on under headings of their own ("EVERY MONTH") until a system's section.
      boilerplate =
        isBoilerplateHeading(text) || REFERENCE_HEADING.test(text) || (boilerplate && !isSystem(text));
      // A summary printed first ends where a system's heading comes round again (a table's header row may
      // repeat on every page of the summary itself).
      if (inSummary && (boilerplate || (summaryHeadings?.has(key) && isSystem(text)))) {
        inSummary = false;
        summaryHeadings = undefined;
      } else {
        summaryHeadings?.add(key);
      }
    }
    section = text;
    subheading = undefined;
    label = undefined;
    field = undefined;
    freshSection = inSummary && isSystem(text);
    sectionStart = true;
  };

  for (const line of lines) {
    const text = line.text.replace(FLAGGED_HEADING, '');
    const previous = current?.lines[current.lines.length - 1];
    // The line before broke only because this line's first word did not fit on it: the same paragraph.
    const forced = !!previous && previous.length + 1 + (text.split(' ')[0] ?? '').length > width;
    const wrapped = forced && !TERMINAL.test(previous!);
    if (!text) {
      close();
      continue;
    }
    // "(See Photo 4)", "(2) no door alarm", or "It is 24 years old..." right under an item: the item's own words.
    if (current && (SUB_ITEM.test(text) || PHOTO_NOTE.test(text) || (current.listed && PRONOUN.test(text)))) {
      current.lines.push(text);
      continue;
    }
    if (!wrapped && (BULLET.test(text) || NUMBERED.test(text) || RATED_LINE.test(text))) {
      // A short numbered line with no sentence in it is a heading ("1. Wall Cladding, Flashing, and Trim").
      if (NUMBERED.test(text) && !BULLET.test(text) && (isHeading(text) || isLabel(text))) {
        close();
        // "1. STRUCTURE" is a system's section; "1. Wall Cladding, Flashing, and Trim" an item within one.
        if (isHeading(text) && text === text.toUpperCase()) {
          enterSection(text);
          continue;
        }
        // An item of a system ends a boilerplate region; a numbered definition ("1.6 NEEDS ATTENTION:") does not.
        if (isSystem(text)) boilerplate = boilerplatePart = false;
        label = text.replace(/:$/, '');
        field = undefined;
        continue;
      }
      open(text, line.page, true);
      continue;
    }
    if (isLabel(text)) {
      close();
      freshSection = false;
      const name = text.slice(0, -1);
      if (SUBHEADING.test(name)) {
        subheading = name;
        field = undefined;
      } else {
        field = name;
      }
      boilerplatePart = isBoilerplateHeading(name) || REFERENCE_HEADING.test(name);
      continue;
    }
    if (isHeading(text) && !wrapped) {
      close();
      if (SUBHEADING.test(text)) {
        freshSection = false;
        subheading = text;
        field = undefined;
        boilerplatePart = REFERENCE_HEADING.test(text) || isBoilerplateHeading(text);
        continue;
      }
      enterSection(text);
      continue;
    }
    // A line continues the paragraph when the one before ran to the text width or stopped mid-sentence.
    if (current && previous && (forced || !TERMINAL.test(previous))) {
      current.lines.push(text);
    } else {
      open(text, line.page, false);
    }
  }
  close();
  return out;
}
