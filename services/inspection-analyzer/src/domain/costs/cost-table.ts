import type { PriceRange } from '../report';

// Installed repair costs in the US (labour + materials), as typical-range references from published cost guides
// (recorded in /work/shared/DOMAIN.md "Repair cost table" and, for water damage, retaining walls and framing, read
// from the guides' own pages). Each row names its source and the year its prices are from; `range` is the source's
// national range as published and `national2025` turns it into 2025 dollars (CPI-U below). Rows whose source is
// "approx." rest on weaker, unnamed guides and are labelled so. They are not quotes: the buyer is always told to
// get quotes. Findings the table has no row for get, when major or critical, the clearly labelled fallback of
// fallback.ts rather than an invented price.

export interface CostRow {
  key: string;
  /** What the repair is, as the buyer reads it. */
  label: string;
  /** Any cue matches the finding's text; the row with the most (title counting double) wins. */
  cues: RegExp[];
  /** Cues that rule the row out (a roof *leak* is not a shingle repair). */
  not?: RegExp[];
  range: PriceRange;
  /** `each`: the range is per unit and scales with the count the report gives. */
  per?: { unit: string; noun: RegExp };
  trade: string;
  /** Why it matters to the house, for the finding's details. */
  why: string;
  actions: string[];
  source: string;
  /** The year the source's prices are from; undefined when the copy we read showed no date (taken as 2024). */
  year?: number;
  /** The larger repair of the same kind, priced instead when the inspector rates the finding major or critical
   * (a retaining wall that moved is rebuilt, not patched). */
  severe?: string;
}

export const COST_TABLE: CostRow[] = [
  {
    key: 'roof-replacement',
    label: 'full asphalt re-roof',
    cues: [
      /\b(replace|replacement of) the roof\b|\bre-?roof/i,
      /\b(roof(ing)?|covering|shingles?)\b[^.]{0,120}\b(end of|past) (its |their )?(typical |useful |service |expected )*(life|lifespan)/i,
    ],
    range: { from: 8000, to: 16000 },
    trade: 'roofing contractor',
    why: 'A roof at the end of its life lets water into the attic, ceilings and walls.',
    actions: ['Ask the roofer for the remaining life in writing and whether a repair can defer replacement.'],
    source: 'Fixr 2026 (Fixr 2023: 4,926-10,593)',
    year: 2026,
  },
  {
    // A tile roof's tiles outlast its underlayment; without it (or with it worn out) the tiles are lifted, new
    // underlayment laid and the tiles relaid: most of a re-roof's labour, not a leak repair.
    key: 'tile-underlayment',
    label: 'tile roof underlayment replacement (tiles lifted and relaid)',
    cues: [/\bunderlayment\b/i],
    range: { from: 3000, to: 12000 },
    trade: 'roofing contractor',
    why: 'Tiles shed most water but not all; the underlayment beneath them is what keeps the rest out of the attic.',
    actions: [
      'Ask a roofer who works on tile roofs to lift a few tiles and report the underlayment over the whole roof.',
      'Get a price for relaying the existing tiles, and how many broken ones they expect to replace.',
    ],
    source:
      'approx.: roofing contractor guides (newenglandmetalroof.com: 1.50-6.00/sq ft, 3,000-12,000 for a 2,000 sq ft roof; Dolan Roofing 4.20-4.75/sq ft)',
  },
  {
    key: 'roof-leak',
    label: 'roof leak repair',
    cues: [
      /\broof leak|leak(s|ing)? (at|through|from|below|under) the roof|\broof\b[^.]{0,120}\b(active )?leak|\bleak\b[^.]{0,120}\b(roof|valley|skylight)\b/i,
    ],
    range: { from: 400, to: 1900 },
    trade: 'roofing contractor',
    why: 'Water entering through the roof rots sheathing and framing, wets insulation and can grow mold.',
    actions: ['Have the roofer find the leak source and repair the damaged ceiling after it is dry.'],
    source: 'Fixr 2026; Bob Vila (Angi/HomeAdvisor data) 379-1,758',
    year: 2026,
  },
  {
    key: 'roof-flashing',
    label: 'flashing or vent boot repair',
    cues: [
      /\bflashing\b|\bvent boot|\bpipe boot|\bboot\b[^.]{0,120}\bvent\b|\bkick-?out\b|\bcounter-?flashing/i,
    ],
    range: { from: 150, to: 1000 },
    trade: 'roofing contractor',
    why: 'Failed flashing is the most common place for a roof to leak.',
    actions: ['Ask the roofer to check the other roof penetrations while on the roof.'],
    source: 'approx.: Fixr minor-repair tier',
  },
  {
    key: 'roof-shingle-repair',
    label: 'shingle repair',
    cues: [/\bshingles?\b/i],
    not: [/\b(end of|past) (its |their )?(typical |useful |service |expected )*(life|lifespan)\b/i],
    range: { from: 150, to: 1000 },
    trade: 'roofing contractor',
    why: 'Missing or lifted shingles expose the underlayment and let wind-driven rain in.',
    actions: ['Ask the roofer whether the damage is isolated or a sign the roof is near replacement.'],
    source: 'Fixr roof repair, 2026 update',
    year: 2026,
  },
  {
    key: 'downspout-extension',
    label: 'downspout extension',
    cues: [/\bdownspouts?\b|\bsplash ?blocks?\b/i],
    range: { from: 50, to: 100 },
    per: { unit: 'downspout', noun: /downspouts?/i },
    trade: 'gutter contractor or handyman',
    why: 'Roof water dumped at the foundation saturates the soil and feeds settlement and basement leaks.',
    actions: ['A handyman can add extensions that discharge at least 4 to 6 feet from the house.'],
    source: 'approx.: contractor price lists',
  },
  {
    key: 'regrade',
    label: 'regrading for drainage',
    cues: [/\b(negative|improper|poor) (grade|grading|slope)|\bregrad|\bslopes? toward|\bponding\b/i],
    range: { from: 2294, to: 2928 },
    trade: 'landscaper or excavation contractor',
    why: 'Soil that slopes toward the house sends rain to the foundation.',
    actions: ['Get a quote for regrading so the soil falls at least 6 inches in the first 10 feet.'],
    source: 'Thumbtack',
  },
  {
    key: 'water-damage',
    label: 'water damage repair and drying',
    cues: [
      /\bwater[- ]damage[ds]?\b|\bleak(s|ing)? into (the )?(living|ceiling|wall|room|house|home)|\bwet (drywall|ceiling|subfloor|insulation)|\b(rot(ted)?|soft|saturated) (subfloor|sheathing|decking)\b/i,
    ],
    range: { from: 1350, to: 6274 },
    trade: 'water damage restoration company',
    why: 'Water that reaches finishes and framing rots wood and grows mold until the source is fixed and it is dried out.',
    actions: ['Fix the source first, then have the wet materials dried or replaced and checked for mold.'],
    source: 'Angi, water damage restoration (2024 data; average 3,812)',
    year: 2024,
  },
  {
    key: 'retaining-wall-rebuild',
    label: 'retaining wall rebuild',
    cues: [
      /\bretaining wall\b[^.]{0,120}\b(fail\w*|collaps\w*|rebuil\w*|replace\w*|structural|displace\w*|rotat\w*|mov(ed|ing|ement))|\b(fail\w*|collaps\w*) retaining wall/i,
      /\b(mov(ed|ing|ement)|fail\w*|collaps\w*)\b[^.]{0,120}\bretaining wall/i,
    ],
    range: { from: 6000, to: 14000 },
    trade: 'structural engineer, then a retaining wall contractor',
    why: 'A failing retaining wall can give way and take soil, fences or foundations with it.',
    actions: ['Ask whether the wall is on your lot and whether it needs an engineered design before quotes.'],
    source: 'HomeGuide, remove and replace a retaining wall',
  },
  {
    key: 'retaining-wall-repair',
    label: 'retaining wall repair',
    cues: [/\bretaining wall/i],
    range: { from: 200, to: 1500 },
    trade: 'retaining wall contractor',
    why: 'Leaning, cracked or weeping walls are yielding to soil and water pressure; repaired early they stay cheap.',
    actions: ['Have the drainage behind the wall checked; blocked weep holes are the usual cause.'],
    source: 'HomeGuide, retaining wall repair (leaning or bowing 200-1,500)',
    severe: 'retaining-wall-rebuild',
  },
  {
    key: 'framing-repair',
    label: 'structural framing repair',
    cues: [
      /\b(joists?|rafters?|beams?|girders?|trusses|truss|headers?|sill plates?|posts?)\b[^.]{0,120}\b(crack\w*|broken|split|sag\w*|notch\w*|rot\w*|damage\w*|undersized|over-?spanned|deflect\w*)|\b(crack\w*|broken|split|sag\w*|rott\w*|damaged|undersized) (floor |roof |ceiling )?(joists?|rafters?|beams?|girders?|trusses|truss|headers?|sill plates?)\b|\bsagging (floor|roof ?line|ridge)/i,
    ],
    range: { from: 4000, to: 12000 },
    trade: 'structural engineer, then a framing contractor',
    why: 'Damaged framing carries the house; left alone it keeps sagging and cracks finishes above it.',
    actions: [
      'Have a structural engineer say what must be repaired; a single joist may only need sistering.',
    ],
    source: 'Angi, floor joist repair (2025 data; 1,000-20,000, average 6,000)',
    year: 2025,
  },
  {
    key: 'foundation-piers',
    label: 'foundation piers or underpinning',
    cues: [/\bpiers?\b[^.]{0,120}\bfoundation|\bunderpin|\bpier(ing)? (system|repair)/i],
    range: { from: 7000, to: 30000 },
    trade: 'foundation repair contractor',
    why: 'Underpinning stops a settling foundation from moving further.',
    actions: ['Ask for the engineer’s report and the contractor’s transferable warranty.'],
    source: 'HouseMethod 2023 (1,000-3,000 per pier)',
    year: 2023,
  },
  {
    key: 'bowing-wall',
    label: 'bowing basement wall repair',
    cues: [
      /\b(bow(ed|ing)|lean(ing)?|bulg(ed|ing)) (basement |foundation )?walls?|\bwalls? (is |are )?(bow|lean|bulg)/i,
    ],
    range: { from: 4000, to: 15000 },
    trade: 'foundation repair contractor',
    why: 'A bowing wall is yielding to soil pressure and can keep moving.',
    actions: ['Have a structural engineer specify the repair before getting contractor quotes.'],
    source: 'This Old House',
  },
  {
    key: 'foundation-structural',
    label: 'structural foundation repair',
    cues: [
      /\b(differential|foundation|structural) movement|\bfoundation\b[^.]{0,120}\b(settl|not performing|heav)|\bstair-?step crack|\bout of square\b[^.]{0,120}\bfoundation|\bfoundation\b[^.]{0,120}\bout of square/i,
    ],
    range: { from: 2000, to: 7500 },
    trade: 'structural engineer, then a foundation repair contractor',
    why: 'Foundation movement can crack walls, rack doors and windows and worsen over time; severe cases cost $15,000-$25,000.',
    actions: ['Hire a structural engineer (not a repair company) for an independent evaluation first.'],
    source: 'This Old House (severe 15,000-25,000)',
  },
  {
    key: 'foundation-leak',
    label: 'foundation leak repair',
    cues: [
      /\b(water (intrusion|entry|penetration|stains?|marks?)|seepage|damp(ness)?|moisture)\b[^.]{0,120}\b(basement|crawl ?space|foundation wall)/i,
      /\b(basement|crawl ?space|foundation wall)\b[^.]{0,120}\b(leak\w*|water (intrusion|entry|penetration)|seepage|damp(ness)?|wet)\b/i,
    ],
    range: { from: 2000, to: 7000 },
    trade: 'waterproofing contractor',
    why: 'Water in a basement or crawlspace damages finishes and framing and feeds mold.',
    actions: ['Fix gutters, downspouts and grading first; they are often the cause.'],
    source: 'This Old House',
  },
  {
    key: 'foundation-crack',
    label: 'foundation crack sealing',
    cues: [/\bcrack(s|ed)?\b[^.]{0,120}\bfoundation|\bfoundation\b[^.]{0,120}\bcrack/i],
    range: { from: 250, to: 800 },
    per: { unit: 'crack', noun: /cracks?/i },
    trade: 'foundation repair contractor',
    why: 'Open cracks let water and soil gases in; a widening crack is a sign of movement.',
    actions: ['Measure and date the cracks so any growth can be seen.'],
    source: 'This Old House (per crack)',
    severe: 'foundation-structural',
  },
  {
    key: 'siding-repair',
    label: 'siding repair',
    cues: [/\bsiding\b|\bcladding\b|\bwood rot\b[^.]{0,120}\btrim|\btrim\b[^.]{0,120}\brot/i],
    not: [/\bcaulk/i],
    range: { from: 244, to: 2380 },
    trade: 'siding contractor',
    why: 'Damaged siding lets water into the wall cavity, where rot spreads unseen.',
    actions: ['Ask the contractor to probe the sheathing behind the damaged area.'],
    source: 'Fixr 2024 (244 minimum; 1,280-2,380 per 100 sq ft)',
    year: 2024,
  },
  {
    key: 'window-seal',
    label: 'insulated glass unit replacement',
    cues: [
      /\bfogg(ed|ing)\b|\b(failed|broken|lost) (thermal |insulated glass )?seals?\b|\bseals? (have |has )?failed|\bcondensation between/i,
    ],
    range: { from: 150, to: 400 },
    per: { unit: 'window', noun: /windows?|panes?|units?/i },
    trade: 'glazier',
    why: 'A failed seal lets the window fog and lose its insulating value; the frame is usually fine.',
    actions: ['Ask the glazier to replace the glass units only, not the whole windows.'],
    source: 'approx.: consumer guides (per window)',
  },
  {
    key: 'door-adjustment',
    label: 'door adjustment',
    cues: [
      /\bdoors?\b[^.]{0,120}\b(sticks?|rubs?|binds?|does not latch|did not latch|difficult to (open|close))|\badjust the door/i,
    ],
    range: { from: 50, to: 125 },
    trade: 'handyman',
    why: 'A sticking door is usually a hinge or strike issue; many sticking doors together can point to movement.',
    actions: ['A handyman can usually adjust hinges and strike plates in an hour.'],
    source: 'approx.: handyman rate guides (one hour, 50-125/h)',
  },
  {
    key: 'attic-insulation',
    label: 'blown-in attic insulation',
    cues: [
      /\binsulation\b[^.]{0,120}\b(insufficient|inadequate|low|thin|displaced|missing|compressed|only)|\b(insufficient|inadequate|low|thin|displaced|missing) (attic )?insulation|\badd(ing)? (blown-in )?insulation/i,
    ],
    // pipe, duct and refrigerant line insulation is a small repair, not the attic
    not: [/\bline ?sets?\b|\brefrigerant\b|\bsuction line\b|\bpipes?\b|\bducts?\b/i],
    range: { from: 813, to: 1492 },
    trade: 'insulation contractor',
    why: 'Thin attic insulation raises heating and cooling bills and can cause ice dams in cold climates.',
    actions: ['Ask about local utility rebates for attic insulation.'],
    source: 'HomeGuide (0.65-1.40 per sq ft)',
  },
  {
    key: 'panel-replacement',
    label: 'electrical panel replacement',
    cues: [
      /\bfederal pacific|\bfpe\b|\bstab-?lok|\bzinsco|\bsylvania[- ]zinsco|\bchallenger\b|\breplace the (electrical |main )?panel|\bpanel replacement/i,
    ],
    range: { from: 1500, to: 4000 },
    trade: 'licensed electrician',
    why: 'Breakers of this brand have a documented history of not tripping under overload, a fire risk.',
    actions: [
      'Ask the electrician for a replacement quote, not only an evaluation, and check it with your insurer.',
    ],
    source: 'approx.: thepricer.org 2024; homeinspectioninsider',
    year: 2024,
  },
  {
    key: 'gfci',
    label: 'GFCI protection',
    cues: [/\bgfci\b|\bground[- ]fault/i],
    range: { from: 140, to: 168 },
    per: { unit: 'receptacle', noun: /receptacles?|outlets?|locations?/i },
    trade: 'licensed electrician',
    why: 'Without ground-fault protection, a fault near water can electrocute someone.',
    actions: ['Ask the electrician to test every wet-location receptacle while there.'],
    source: 'Porch (140-168 each)',
  },
  {
    key: 'afci',
    label: 'AFCI breaker',
    cues: [/\bafci\b|\barc[- ]fault/i],
    range: { from: 110, to: 215 },
    per: { unit: 'circuit', noun: /circuits?|breakers?/i },
    trade: 'licensed electrician',
    why: 'Arc-fault breakers cut power when damaged wiring arcs, a common cause of house fires.',
    actions: ['Ask which bedroom and living-area circuits lack AFCI protection.'],
    source: 'approx.: instaelectricians.com (per circuit)',
  },
  {
    key: 'electrical-repair',
    label: 'electrical repair visit',
    cues: [
      /\bdouble[- ]?tap|\b(two|multiple|several) (neutral |ground )?(wires|conductors) (share|are connected under|under|on) (one|a single) terminal|\bmissing (cover|blank|knockout)|\bopen (junction box|knockouts?|splices?)|\bjunction box|\bexposed (wiring|splices?|conductors?)|\breversed polarity|\bopen ground|\bungrounded|\bloose (receptacle|outlet)|\bcover plates?\b|\b(inoperative|dead) (outlets?|receptacles?)|\b(outlets?|receptacles?)\b[^.]{0,60}\b(inoperative|not working|no power)/i,
    ],
    range: { from: 150, to: 300 },
    trade: 'licensed electrician',
    why: 'Loose, doubled or exposed connections overheat and can shock or start a fire.',
    actions: ['Have all the electrical items fixed in one visit to save on call-out fees.'],
    source: 'approx.: electrician rates 40-100/h, one visit',
  },
  {
    key: 'water-heater-tankless',
    label: 'tankless water heater',
    cues: [/\btankless\b/i],
    range: { from: 1000, to: 3500 },
    trade: 'licensed plumber',
    why: 'A failing water heater can leak or stop producing hot water without warning.',
    actions: ['Ask whether descaling or a repair will extend its life.'],
    source: 'approx.: Forbes Advisor (republished copy)',
  },
  {
    key: 'water-heater-replacement',
    label: 'tank water heater replacement',
    cues: [
      /\bwater heater\b[^.]{0,120}\b(end of|past|years old|old|replace|leak|corro|rust)|\b(replace|replacement of) the water heater/i,
    ],
    not: [/\btpr\b|\brelief valve\b|\bdischarge pipe\b|\b(fittings?|connectors?|connections?|nipples?)\b/i],
    range: { from: 882, to: 1806 },
    trade: 'licensed plumber',
    why: 'Tank water heaters usually last 8 to 12 years; an old tank can fail and flood without warning.',
    actions: [
      'Budget for replacement and ask the plumber about a drain pan if it sits over a finished area.',
    ],
    source: 'HomeAdvisor 2024 (avg 1,327)',
    year: 2024,
  },
  {
    key: 'repipe',
    label: 'water supply repipe',
    cues: [
      /\bgalvani[sz]ed (steel )?(supply |water )?(pipes?|piping|plumbing|lines?|main)\b|\bpolybutylene\b|\bre-?pip(e|ing)\b|\b(supply|water) (pipes?|piping|lines?)\b[^.]{0,120}\b(end of|past) (its |their )?(typical |useful |service |expected )*life/i,
    ],
    range: { from: 2500, to: 15000 },
    trade: 'licensed plumber',
    why: 'Old galvanized or polybutylene supply piping corrodes or cracks from the inside and fails as pinhole leaks and bursts.',
    actions: ['Ask the plumber to quote a repipe in PEX and in copper, with the wall patching included.'],
    source:
      'thepricer.org, replacing galvanized pipes (updated December 2023; PEX 2,500-8,000+, copper 2,500-15,000)',
    year: 2023,
  },
  {
    key: 'dishwasher-high-loop',
    label: 'dishwasher drain high loop',
    cues: [/\bhigh loop\b|\bair gap\b/i],
    range: { from: 180, to: 500 },
    trade: 'handyman',
    why: 'Without a high loop or air gap, sink waste water can siphon back into the dishwasher.',
    actions: ['A handyman can secure the drain hose up under the counter.'],
    source: 'approx.: plumbing job-cost guides',
  },
  {
    key: 'plumbing-repair',
    label: 'plumbing repair visit',
    cues: [
      /\btpr\b|\b(temperature and )?pressure relief\b|\bdischarge pipe\b|\b(drain|trap|supply|faucet|valve|slip joint|p-trap)\b[^.]{0,120}\b(leak|drip)|\b(leak|drip)\w*\b[^.]{0,120}\b(drain|trap|sink|supply line|faucet)|\bslow drain|\bdrains? slowly|\bhose bibb?\b|\bvacuum breaker|\bbackflow/i,
    ],
    not: [/\bgas (leak|odor|smell)|\b(smell|odor) of gas|\bgas\b[^.]{0,120}\bleak/i],
    range: { from: 180, to: 500 },
    trade: 'licensed plumber',
    why: 'Small leaks rot cabinets and subfloors; missing relief and backflow devices are safety and health items.',
    actions: ['Have the plumber fix all plumbing items in one visit.'],
    source: 'approx.: plumbing job-cost guides',
  },
  {
    key: 'sewer-scope',
    label: 'sewer camera inspection',
    cues: [
      /\bsewer\b[^.]{0,120}\bscope|\bscope\b[^.]{0,120}\b(sewer|main (drain|line))|\bcamera (inspection|scope)/i,
    ],
    range: { from: 250, to: 500 },
    trade: 'sewer specialist',
    why: 'The line to the street is hidden; a camera shows roots, breaks and sags before they back up.',
    actions: [
      'Book the scope before your due-diligence deadline; older homes with trees are the usual risk.',
    ],
    source: 'approx.: consumer guides',
  },
  {
    key: 'sewer-line-repair',
    label: 'sewer line replacement',
    cues: [
      /\b(sewer|main drain|lateral)\b[^.]{0,120}\b(collaps\w*|broken|offset|bell(y|ies)|separated|sag\w*|cracked|crushed)/i,
      /\b(collaps\w*|broken|offset|bell(y|ies)|separated|sag\w*|cracked|crushed)\b[^.]{0,120}\b(sewer|main drain|lateral)\b/i,
    ],
    range: { from: 2000, to: 10000 },
    trade: 'sewer contractor',
    why: 'A damaged sewer line backs up into the house and is costly to dig up.',
    actions: ['Ask whether trenchless lining is possible; it costs less than excavation.'],
    source: 'HomeGuide, sewer line replacement (average range for 40 linear feet; national average 6,000)',
  },
  {
    key: 'sewer-roots',
    label: 'sewer line root clearing',
    cues: [
      /\broots?\b[^.]{0,120}\b(sewer|main (drain|line)|lateral|cleanout)|\b(sewer|main (drain|line)|lateral)\b[^.]{0,120}\broots?\b/i,
    ],
    range: { from: 150, to: 800 },
    trade: 'sewer and drain specialist',
    why: 'Roots in the sewer line catch waste and back it up into the house; they grow back unless cleared.',
    actions: ['Have the line cleared and scoped with a camera to see whether the pipe itself is damaged.'],
    source: 'HomeGuide, sewer line repair (snaking 150-500, hydro jetting 250-800)',
  },
  {
    key: 'hvac-system',
    label: 'furnace and air conditioner replacement',
    cues: [
      /\b(furnace|heating)\b[^.]{0,120}\b(and|&)\b[^.]{0,120}\b(air condition|ac|condenser|cooling)\b[^.]{0,120}\b(end of|past|replace)/i,
    ],
    range: { from: 3250, to: 12550 },
    trade: 'HVAC contractor',
    why: 'Both halves of the system are near the end of their life and are usually replaced together.',
    actions: ['Get two HVAC quotes that include sizing (a Manual J load calculation).'],
    source: 'HVAC.com 2023',
    year: 2023,
  },
  {
    key: 'furnace-replacement',
    label: 'furnace replacement',
    cues: [
      /\bfurnace\b[^.]{0,120}\b(end of|past|replace|cracked heat exchanger|years old|rust|not (operat|function|respond))|\bcracked heat exchanger/i,
    ],
    range: { from: 2000, to: 5400 },
    trade: 'HVAC contractor',
    why: 'An old or failing furnace can stop heating without warning; a cracked heat exchanger can leak carbon monoxide.',
    actions: ['Ask the HVAC contractor for a combustion and carbon monoxide test.'],
    source: 'HomeGuide (high-efficiency 3,300-10,000)',
  },
  {
    key: 'ac-replacement',
    label: 'central air conditioner replacement',
    cues: [
      /\b(air condition\w*|a\/c|\bac\b|condenser|heat pump|cooling (system|equipment))\b[^.]{0,120}\b(end of|past|replace|r-?22|years old|not cool|did not cool|cooled poorly|inadequate)/i,
    ],
    range: { from: 2500, to: 7500 },
    trade: 'HVAC contractor',
    why: 'Air conditioners usually last 12 to 17 years; R-22 units are costly to recharge.',
    actions: ['Have it serviced now and budget for replacement.'],
    source: 'HomeGuide (with ducts 6,000-12,000); Thumbtack 1,804-7,578',
  },
  {
    key: 'dryer-vent',
    label: 'dryer vent cleaning',
    cues: [/\bdryer (vent|exhaust|duct)|\blint\b/i],
    range: { from: 100, to: 200 },
    trade: 'vent cleaning service',
    why: 'Lint in a dryer vent is a leading cause of house fires.',
    actions: ['Have the vent cleaned before first use and yearly after.'],
    source: 'approx.: consumer guides',
  },
  {
    key: 'chimney-crown',
    label: 'chimney crown repair',
    cues: [
      /\bchimney crown|\bcrown\b[^.]{0,120}\bchimney|\bchimney\b[^.]{0,120}\b(crack|spall|mortar|masonry)/i,
    ],
    range: { from: 150, to: 1500 },
    trade: 'chimney specialist or mason',
    why: 'A cracked crown lets water into the chimney, where freezing breaks the masonry apart.',
    actions: ['Ask whether the crown can be sealed or needs rebuilding (1,000-3,000 to replace).'],
    source: 'HomeGuide (150-700 minor; 600-1,500+ major); Angi 400-2,200',
  },
  {
    key: 'chimney-sweep',
    label: 'chimney sweep and inspection',
    cues: [/\bcreosote|\bchimney sweep|\bsweep\b[^.]{0,120}\bflue|\bflue\b[^.]{0,120}\b(clean|dirty|soot)/i],
    range: { from: 150, to: 250 },
    trade: 'CSIA chimney sweep',
    why: 'Creosote in the flue is combustible and causes chimney fires.',
    actions: ['Ask for a Level 2 chimney inspection with the sweep.'],
    source: 'approx.: contractor quotes',
  },
  {
    key: 'mold-remediation',
    label: 'mold remediation',
    cues: [/\bmold\b|\bmicrobial growth|\bfungal growth|\bmildew\b/i],
    range: { from: 1125, to: 3439 },
    trade: 'mold remediation company',
    why: 'Mold grows where moisture persists and can affect health; the moisture source must be fixed first.',
    actions: ['Fix the moisture source first and ask for clearance testing after remediation.'],
    source: 'Bob Vila (Angi/HomeAdvisor data) (2024 data, avg 2,254)',
    year: 2024,
  },
  {
    key: 'termite-treatment',
    label: 'termite treatment',
    cues: [/\btermites?\b|\bwood[- ]destroying (insects?|organisms?)|\bmud tubes?\b|\bwdi\b/i],
    range: { from: 450, to: 2000 },
    trade: 'pest control company',
    why: 'Termites eat structural wood out of sight.',
    actions: ['Get a WDI (termite) inspection and ask about damage repair as well as treatment.'],
    source: 'approx.: Fixr via House Digest',
  },
];

// CPI-U, U.S. city average, all items (BLS): annual averages 2023 304.702 and 2024 313.689; 2025 is the first-half
// average 320.229 (BLS, CPI release of September 2025). Sources from 2025 on are taken at face value.
const CPI_U: Record<number, number> = { 2023: 304.702, 2024: 313.689 };
const CPI_U_2025 = 320.229;
const UNDATED_YEAR = 2024;

/** The row's national range in 2025 dollars, rounded to $10. */
export function national2025(row: Pick<CostRow, 'range' | 'year'>): PriceRange {
  const cpi = CPI_U[row.year ?? UNDATED_YEAR];
  const factor = cpi ? CPI_U_2025 / cpi : 1;
  const round = (n: number) => Math.max(10, Math.round((n * factor) / 10) * 10);
  return { from: round(row.range.from), to: round(row.range.to) };
}

export function costRow(key: string | undefined): CostRow | undefined {
  return key ? COST_TABLE.find((r) => r.key === key) : undefined;
}
