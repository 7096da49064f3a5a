/** The step bar: a step is a link only at or before the current step. */
export function isStepLinkable(stepIndex: number, currentIndex: number): boolean {
  return stepIndex <= currentIndex;
}
