// The pages reports open (and sometimes close) with: agreement, scope, limitations, definitions, standards of
// practice, "not a code inspection". They deliberately use finding words ("safety hazard", "deficient", "repair",
// "GFCI"), so they are recognised by what they are about, not by those words.

import { followedWithin, sentences } from './text';

const HEADING =
  /^(?:(inspection )?(agreement|pre-inspection agreement|contract)|terms( and|\s*&)? conditions|scope( of (the )?(inspection|work|services))?|(general )?limitations?( of (the )?inspection)?|exclusions|definitions|glossary|legend|standards? of practice|purpose of (the )?inspection|responsibility of the|disclaimers?|arbitration|introduction|table of contents|how to read|about (this|the) (report|inspection)|important (information|notice)|report (overview|conventions)|additional information provided|general information|inspection details|property (information|details)|client information|conditions of (the )?inspection|notice to (the )?(client|buyer|third parties)|invoice|summary (definitions|legend)|preface|photographs|maintenance (advice|tips|checklist|schedule)|home maintenance|reasonable expectations)\b/i;

/** A heading that opens a boilerplate region ("INSPECTION AGREEMENT", "Scope of the Inspection and Limitations"). */
export function isBoilerplateHeading(line: string): boolean {
  const text = line.trim().replace(/[:.]$/, '');
  if (text.length > 70 || /[.!?]\s/.test(text)) return false;
  return HEADING.test(text.replace(/^[\divx]+[.):]\s+/i, '').replace(/^the\s/i, ''));
}

// Phrases that describe the inspection, the contract or the reader, never the house.
const ABOUT_THE_INSPECTION: { test(text: string): boolean }[] = [
  /not a code inspection|not (a|an) (code|engineering|compliance)/i,
  /standards? of practice/i,
  /\b(the|this) (inspection )?agreement\b/i,
  /\barbitration\b|\bliabilit(y|ies)\b|\bindemnif/i,
  /warrant(y|ies) or guarantee|not (a )?(warranty|guarantee)|no (warranty|guarantee)/i,
  /\bthe client\b|\byou agree\b|\bclient (?:agrees|acknowledges|understands)\b|\bexclusive use\b|third part(y|ies)/i,
  /\bthe inspector (is|does|will|shall|may|did not determine|is not required)\b/i,
  /\b(we|inspectors?) (do|does|will|shall) not\b|\bis not required to\b|\bare not required to\b/i,
  /\binspections? (?:do|does) not (?:include|cover)\b/i,
  /\b(?:were|was) (?:inspected|operated|tested|evaluated) using\b|\bvarious techniques\b/i,
  /\bthis (inspection|report|summary) (is|does|covers|shall|will|may|includes|describes)\b/i,
  /\boutside (of )?the scope\b|\bbeyond the scope\b|\bscope of (this|the) inspection\b/i,
  /read the (entire|complete|full) report/i,
  /\bphotographs (are|were) included\b/i,
  /\bphotographs in this report\b|\bnot all problem areas\b/i,
  // What this kind of inspection leaves out, said of every house alike.
  /\bis not an? [\w ()/-]{0,40}inspection\b/i,
  /\b(?:removed|moved|tested|dismantled) (?:at|as part of|during) (?:this|the|a) (?:type (?:of )?)?inspection\b/i,
  /\bthere (?:can|may) be (?:hidden )?(?:damage|defects)\b|\btypical to have hidden\b/i,
  /\bit is typical when\b/i,
  /\bitems (?:marked|rated|flagged)\b/i,
  /\bno representation is made\b|\brecords\/permits\b|\b(?:building )?records and permits\b/i,
  // "TREC ... standards" on one line, without rescanning the line from every "TREC".
  {
    test: (s: string) =>
      followedWithin(
        s,
        /\b(texas real estate commission|trec)\b/i,
        /\b(complaint|standards|rule|adopted)\b/i,
        'line',
      ),
  },
  /\bpurpose of (the )?inspection\b|\bvisual survey\b|\bvisual,? non-invasive\b|\blimited visual\b/i,
  /\bfee (of|paid)\b|\binspection fee\b|\bpayable\b/i,
  /\bsnapshot of the condition\b|\blatent (and|or) concealed\b/i,
  /\bnot required to prioritize\b|\bdeficiency is a condition\b|\bdefined as\b|\bmeans a\b/i,
];

/** True when a paragraph talks about the inspection or the contract rather than a condition of the house. */
export function isBoilerplateText(text: string): boolean {
  return ABOUT_THE_INSPECTION.some((re) => re.test(text));
}

/** A "Term: meaning" definition line ("Safety Hazard: an item we believe is..."). */
export function isDefinition(text: string): boolean {
  // Case matters: a definition runs on in lower case ("Safety Hazard: an item..."), a finding starts a sentence.
  return /^[A-Z][\w/ -]{2,40}:\s+(an?|the|any|items?|conditions?|components?|routine|a description)\b/.test(
    text.trim(),
  );
}

/** A notice about this house inside the boilerplate: a hazard material its age or the inspector's finding puts in it
 * ("this home was built before 1978 and ... lead-based paint"). Worth a buyer's attention wherever the report
 * prints it, so it is read even inside an introduction. Returns the sentence that gives it. */
export function houseNotice(text: string): string | undefined {
  return sentences(text).find((sentence) =>
    followedWithin(
      sentence,
      /\bthis (?:home|house|dwelling|structure|property) (?:was built|is|has|contains)\b/i,
      /\b(?:lead[- ]based paint|asbestos|radon|urea[- ]formaldehyde|polybutylene)\b/i,
      'line',
    ),
  );
}
