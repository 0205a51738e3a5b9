/**
 * Decides what to do with each cached media file once the content index is
 * known (pure). Paths the index no longer lists and copies whose verified
 * sha256 differs from the index are deleted (a wanted pack then refetches
 * them); copies cached on use without a recorded hash must be hashed.
 */
export interface ReconcilePlan {
  verified: string[];
  toVerify: string[];
  toDelete: string[];
}

export function planReconcile(
  cached: ReadonlyMap<string, string | undefined>,
  pathOfUrl: (url: string) => string | undefined,
  currentSha: ReadonlyMap<string, string>,
): ReconcilePlan {
  const plan: ReconcilePlan = { verified: [], toVerify: [], toDelete: [] };
  for (const [url, sha] of cached) {
    const path = pathOfUrl(url);
    const expected = path === undefined ? undefined : currentSha.get(path);
    if (path === undefined || expected === undefined) plan.toDelete.push(url);
    else if (sha === undefined) plan.toVerify.push(path);
    else if (sha === expected) plan.verified.push(path);
    else plan.toDelete.push(url);
  }
  return plan;
}
