import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { COMPLETION_LABELS } from "@shared/option-labels";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** What the Central Bank's loan-to-value cap depends on, besides the price. */
export interface BuyerProfile {
  isUaeNational: boolean;
  isFirstHome: boolean;
  isOffPlan: boolean;
}

const BUYER_FACTS: readonly [keyof BuyerProfile, MessageDescriptor][] = [
  ["isUaeNational", msg`UAE national`],
  ["isFirstHome", msg`First home`],
  ["isOffPlan", COMPLETION_LABELS["off-plan"]],
];

/** The buyer's profile as three checkboxes, shared by the mortgage and the buying-cost calculators. */
export function BuyerProfileFields({
  idPrefix,
  value,
  onChange,
  className,
}: {
  /** Each checkbox's id is `${idPrefix}-${fact}`. */
  idPrefix: string;
  value: BuyerProfile;
  onChange: (patch: Partial<BuyerProfile>) => void;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium">
        <Trans>Buyer</Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {BUYER_FACTS.map(([key, label]) => (
          <div key={key} className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-${key}`}
              aria-labelledby={`${idPrefix}-${key}-label`}
              checked={value[key]}
              onCheckedChange={(checked) => onChange({ [key]: checked === true })}
            />
            <Label id={`${idPrefix}-${key}-label`} htmlFor={`${idPrefix}-${key}`} className="font-normal">
              {i18n._(label)}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
