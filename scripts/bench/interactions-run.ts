/**
 * The interactions' part of the bench alone (issue 36): `npx tsx scripts/bench/interactions-run.ts`
 * builds like the bench (dist-bench), starts the local server and prints each interaction's input
 * to next paint at a 4× CPU slowdown beside its bare-page floor, with the budget checks.
 * `--no-build` measures the existing build (BENCH_OUT_DIR=dist for `npm run build`'s);
 * BENCH_INTERACTIONS=slides,search,quiz,offline,language drives only the parts named, and may name
 * single interactions too (BENCH_INTERACTIONS='next slide'): then only those are checked.
 */
import { runAlone } from './alone';
import { interactionChecks, interactionsSection } from './interactions';
import { chosenInteractions, measureInteractions } from './interactions-timing';

runAlone(measureInteractions, (bench) => ({ section: interactionsSection(bench), checks: interactionChecks(bench, chosenInteractions()) }));
