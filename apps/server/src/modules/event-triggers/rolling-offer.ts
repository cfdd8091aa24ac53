import type { TEventPackage, TOperatorBenefit } from '@casino/contracts';

export interface TRollingStep {
  /** The step on offer, from 0: how many packages were taken before it. */
  step: number;
  item: TEventPackage;
  isLast: boolean;
}

/**
 * The step a rolling offer's event has on offer (decision 214): its packages are taken one
 * after another, in order. Null for any other benefit, or when every step was taken.
 */
export function rollingStepOf(
  benefit: TOperatorBenefit,
  event: { rollingStep: number },
): TRollingStep | null {
  if (benefit.benefitType !== 'rollingOffer') return null;
  const item = benefit.packages[event.rollingStep];
  if (!item) return null;
  return {
    step: event.rollingStep,
    item,
    isLast: event.rollingStep === benefit.packages.length - 1,
  };
}
