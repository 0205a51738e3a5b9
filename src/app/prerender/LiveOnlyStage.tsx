/**
 * Stands in for the summary and quiz stages when pages are prerendered: both show
 * this learner's progress, which only the live app knows, so the first paint leaves
 * their place empty (reserved, so nothing below moves when they arrive).
 */
function LiveOnly() {
  return <div className="prerendered__live-only" />;
}

export { LiveOnly as QuizStage, LiveOnly as SummaryStage };
