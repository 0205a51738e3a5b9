import { variantBuild } from '../scripts/variant-build';
import { VARIANTS } from './support/variants';

/** Before any spec: the test-only builds, each made once and kept while the sources are the same. */
export default function globalSetup(): void {
  for (const { dir, env } of Object.values(VARIANTS)) variantBuild(dir, env);
}
