import { hasDefectCue } from './cues';
import { FOLLOW_ON, namesDefect } from './observation-words';
import { sentences, titleFromText } from './text';

/** "With typical wear, though the drain stopper needs adjustment": the part after the turn is the finding. */
const TURN = /,?\s(?:though|however|but|although)\b,?\s/i;

/** A short title for the finding, written from the sentence that names the defect (or asks for the fix), never
 * the first characters of a line. */
export function observationTitle(text: string): string {
  const all = sentences(text);
  // The first sentence that names the defect in its own words (not "This type is..." or "It should..."), else the
  // first that is not an instruction.
  const own = all.filter((s) => !FOLLOW_ON.test(s));
  let gist = own.find(namesDefect) ?? own[0] ?? all[0] ?? text;
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
